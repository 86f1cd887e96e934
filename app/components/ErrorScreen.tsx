import { isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { useT } from "../i18n/index.ts";
import { NotFound } from "./NotFound.tsx";

/** A page's data could not be loaded (SPEC §8: "An error has occured", sic). */
export function ErrorScreen() {
  const t = useT();
  const { pathname, search } = useLocation();
  return (
    <section className="status-screen" aria-labelledby="error-title">
      <h1 id="error-title">{t.pageError}</h1>
      <p>{t.pageErrorHint}</p>
      {/* A full reload, not a client navigation: the server may have recovered. */}
      <a className="button button--primary" href={`${pathname}${search}`}>
        {t.tryAgain}
      </a>
    </section>
  );
}

/** The error boundary every content route exports: 404 → Page Not Found, anything else → the error screen. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <ErrorScreen />;
}
