// The back office's frame (header, navigation, main) and its error page.
import { fill, otherLang, useLang, useStrings, withLang } from "../../i18n/standalone.ts";
import { Form, isRouteErrorResponse, Link, NavLink, useLocation, useRouteError, useRouteLoaderData } from "react-router";
import { adminOperationsStrings } from "../../i18n/strings/admin-operations.ts";
import { adminStrings } from "../../i18n/strings/admin.ts";
import type { StaffRole } from "../../staff/roles.ts";
import { RedirectNotice } from "./RedirectNotice.tsx";
import "../../styles/admin.css";

interface AdminLayoutData {
  staff: { displayName: string; email: string; roles: StaffRole[] } | null;
}

export function useAdminLayoutData(): AdminLayoutData | undefined {
  return useRouteLoaderData<AdminLayoutData>("routes/admin/_layout");
}

export function Frame({ children }: { children: React.ReactNode }) {
  const t = useStrings(adminStrings);
  const o = useStrings(adminOperationsStrings);
  const lang = useLang();
  const { pathname, search } = useLocation();
  const staff = useAdminLayoutData()?.staff ?? null;
  const params = new URLSearchParams(search);
  if (lang === "km") params.delete("l");
  else params.set("l", "km");
  const switchTo = `${pathname}${params.size ? `?${params}` : ""}`;
  const link = (to: string) => withLang(to, lang);
  return (
    <div className="admin" lang={lang}>
      <a className="skip-link" href="#admin-main">
        {t.skipToContent}
      </a>
      <header className="admin-header">
        <div className="admin-header__bar">
          <Link to={link(staff ? "/admin" : "/admin/sign-in")} className="admin-header__title">
            {t.backOffice}
          </Link>
          <div className="admin-header__tools">
            <a href={switchTo} hrefLang={otherLang(lang)} lang={otherLang(lang)} className="admin-header__lang">
              {t.language}
            </a>
          </div>
        </div>
        {staff && (
          <nav className="admin-nav" aria-label={t.mainNavigation}>
            <ul>
              <li>
                <NavLink to={link("/admin")} end>
                  {t.home}
                </NavLink>
              </li>
              {staff.roles.includes("complaints") && (
                <>
                  <li>
                    <NavLink to={link("/admin/report")}>{o.navReport}</NavLink>
                  </li>
                  <li>
                    <NavLink to={link("/admin/deliveries")}>{o.navDeliveries}</NavLink>
                  </li>
                </>
              )}
              {staff.roles.includes("admin") && (
                <>
                  <li>
                    <NavLink to={link("/admin/accounts")}>{t.accounts}</NavLink>
                  </li>
                  <li>
                    <NavLink to={link("/admin/audit")}>{t.audit}</NavLink>
                  </li>
                  <li>
                    <NavLink to={link("/admin/settings")}>{o.navSettings}</NavLink>
                  </li>
                </>
              )}
              <li>
                <NavLink to={link("/admin/password")}>{t.ownPassword}</NavLink>
              </li>
            </ul>
            <div className="admin-nav__who">
              <span>{fill(t.signedInAs, { name: staff.displayName })}</span>
              {/* A full page load: nothing of the signed-in pages stays in the browser's memory. */}
              <Form method="post" action={link("/admin/sign-out")} reloadDocument>
                <button type="submit" className="admin-button admin-button--quiet">
                  {t.signOut}
                </button>
              </Form>
            </div>
          </nav>
        )}
      </header>
      <main id="admin-main" className="admin-main" tabIndex={-1}>
        {staff && <RedirectNotice />}
        {children}
      </main>
    </div>
  );
}

/** Refusals and failures of the back office, in the staff member's language (also shown by the root's boundary, where React Router puts errors thrown by middleware). */
export default function AdminErrorPage() {
  const error = useRouteError();
  const t = useStrings(adminStrings);
  const lang = useLang();
  const { pathname, search } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [title, text] =
    status === 401 ? [t.errorSignedOutTitle, t.errorSignedOut]
    : status === 403 ? [t.errorForbiddenTitle, t.errorForbidden]
    : status === 404 ? [t.errorNotFoundTitle, t.errorNotFound]
    : [t.errorTitle, t.errorText];
  const signIn = new URL(withLang("/admin/sign-in", lang), "http://x");
  if (status === 401 && pathname !== "/admin") signIn.searchParams.set("redirectTo", `${pathname}${search}`);
  return (
    <Frame>
      <section className="admin-page admin-status" aria-labelledby="admin-error-title">
        <h1 id="admin-error-title">{title}</h1>
        <p>{text}</p>
        {status === 401 ? (
          <a className="admin-button" href={`${signIn.pathname}${signIn.search}`}>
            {t.goToSignIn}
          </a>
        ) : (
          <a className="admin-button" href={withLang("/admin", lang)}>
            {t.backToHome}
          </a>
        )}
      </section>
    </Frame>
  );
}
