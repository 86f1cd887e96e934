import { isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { useStrings } from "../../i18n/define.ts";
import { siteStrings } from "./strings.ts";
import { NotFound } from "./NotFound.tsx";
import type { ErrorWords } from "./error-words.ts";

/**
 * A page's data could not be loaded (spec: "An error has occured", sic), or, with `words`,
 * an error that brings its own (the back office's refusals: app/admin/staff/refusal.server.ts).
 */
export function ErrorScreen({ words }: { words?: ErrorWords }) {
  const t = useStrings(siteStrings);
  const { pathname, search } = useLocation();
  // A full reload, not a client navigation: the server may have recovered.
  const { title, text, href, action } = words ?? {
    title: t.pageError,
    text: t.pageErrorHint,
    href: `${pathname}${search}`,
    action: t.tryAgain,
  };
  return (
    <section className="status-screen" aria-labelledby="error-title">
      <h1 id="error-title">{title}</h1>
      <p>{text}</p>
      <a className="button button--primary" href={href}>
        {action}
      </a>
    </section>
  );
}

/** The error boundary every content route exports: 404 → Page Not Found, anything else → the error screen. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <ErrorScreen />;
}
