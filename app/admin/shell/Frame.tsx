// The back office's frame (header, navigation, main) and its error page.
import { useLang, useStrings } from "../../i18n/define.ts";
import { fill } from "../../i18n/fill.ts";
import { otherLang, withLang } from "../../i18n/lang.ts";
import { Form, isRouteErrorResponse, Link, useLocation, useRouteError } from "react-router";
import { adminStrings } from "../kit/strings.ts";
import { contentRoles, hasRole, type StaffRole } from "../../staff-session/roles.ts";
import { RedirectNotice } from "../kit/RedirectNotice.tsx";
import { SessionGuard } from "./SessionGuard.tsx";
import { useAdminLayoutData } from "../kit/layout-data.ts";
import "../kit/admin.css";

/** The back office's pages in its navigation, each shown to those with its role (all staff when none). */
const navigation: { to: string; label: keyof (typeof adminStrings)["en"]; role?: StaffRole | readonly StaffRole[] }[] =
  [
    { to: "/admin", label: "home" },
    { to: "/admin/content", label: "content", role: contentRoles },
    { to: "/admin/complaints", label: "complaints", role: "complaints" },
    { to: "/admin/messages", label: "messages", role: "complaints" },
    { to: "/admin/mailbox", label: "mailbox", role: "complaints" },
    { to: "/admin/spam", label: "spam", role: "complaints" },
    { to: "/admin/saved-replies", label: "savedReplies", role: "complaints" },
    { to: "/admin/report", label: "report", role: "complaints" },
    { to: "/admin/deliveries", label: "failedDeliveries", role: "complaints" },
    { to: "/admin/accounts", label: "accounts", role: "admin" },
    { to: "/admin/audit", label: "audit", role: "admin" },
    { to: "/admin/erasure", label: "erasure", role: "admin" },
    { to: "/admin/media", label: "media", role: "editor" },
    { to: "/admin/redirects", label: "redirects", role: "editor" },
    { to: "/admin/links", label: "brokenLinks", role: "editor" },
    { to: "/admin/accessibility", label: "accessibility", role: contentRoles },
    { to: "/admin/search", label: "siteSearch", role: "editor" },
    { to: "/admin/settings", label: "settings", role: "admin" },
    { to: "/admin/password", label: "ownPassword" },
  ];

/**
 * A link of the navigation, marked as the current page when it is (or, but for the overview, when
 * the page is below it). Not React Router's NavLink: react-router sits in a chunk that every
 * public page loads, and an export only the back office uses would ship to all of them
 * (docs/decisions/0021-public-chunks.md).
 */
function NavItem({ to, end = false, children }: { to: string; end?: boolean; children: React.ReactNode }) {
  const { pathname } = useLocation();
  const target = new URL(to, "http://x").pathname;
  const current = pathname === target || (!end && pathname.startsWith(`${target}/`));
  return (
    <Link to={to} aria-current={current ? "page" : undefined}>
      {children}
    </Link>
  );
}

export function Frame({ children }: { children: React.ReactNode }) {
  const t = useStrings(adminStrings);
  const lang = useLang();
  const { pathname, search } = useLocation();
  const layoutData = useAdminLayoutData();
  const staff = layoutData?.staff ?? null;
  const session = layoutData?.session ?? null;
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
            {staff && (staff.roles.includes("editor") || staff.roles.includes("complaints")) && (
              <Form method="get" action="/admin/find" role="search" className="admin-header__find">
                {lang === "km" && <input type="hidden" name="l" value="km" />}
                <label htmlFor="admin-find" className="visually-hidden">
                  {t.findLabel}
                </label>
                <input id="admin-find" name="q" type="search" maxLength={200} />
                <button type="submit" className="admin-button admin-button--quiet">
                  {t.find}
                </button>
              </Form>
            )}
            <a href={switchTo} hrefLang={otherLang(lang)} lang={otherLang(lang)} className="admin-header__lang">
              {t.language}
            </a>
          </div>
        </div>
        {staff && (
          <nav className="admin-nav" aria-label={t.mainNavigation}>
            <ul>
              {navigation
                .filter((item) => !item.role || hasRole(staff.roles, item.role))
                .map((item) => (
                  <li key={item.to}>
                    <NavItem to={link(item.to)} end={item.to === "/admin"}>
                      {t[item.label]}
                    </NavItem>
                  </li>
                ))}
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
        {staff && session ? (
          <SessionGuard times={session} email={staff.email}>
            {children}
          </SessionGuard>
        ) : (
          children
        )}
      </main>
    </div>
  );
}

/** Failures of the back office's pages, in the staff member's language. The layout's own refusals (401, 403) are shown by the root's boundary instead: app/admin/staff/refusal.server.ts. */
export default function AdminErrorPage() {
  const error = useRouteError();
  const t = useStrings(adminStrings);
  const lang = useLang();
  const { pathname, search } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [title, text] =
    status === 401
      ? [t.errorSignedOutTitle, t.errorSignedOut]
      : status === 403
        ? [t.errorForbiddenTitle, t.errorForbidden]
        : status === 404
          ? [t.errorNotFoundTitle, t.errorNotFound]
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
