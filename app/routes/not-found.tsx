import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { RouteErrorBoundary } from "../components/ErrorScreen.tsx";
import { uiStrings } from "../i18n/index.ts";
import { langOfSearch } from "../i18n/lang.ts";
import { pageMeta } from "../seo.ts";

/** Every path no other route matches: the Page Not Found screen with status 404. */
export function loader() {
  throw data("Not found", { status: 404 });
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: uiStrings[langOfSearch(args.location.search)].notFoundPageTitle });
}

export default function NotFoundRoute() {
  return null;
}

export { RouteErrorBoundary as ErrorBoundary };
