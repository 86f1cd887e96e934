import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { RouteErrorBoundary } from "./ErrorScreen.tsx";
import { pageMeta } from "../seo/seo.ts";

/** Every path no other route matches: the Page Not Found screen with status 404. */
export function loader() {
  throw data("Not found", { status: 404 });
}

export function meta(args: Route.MetaArgs) {
  // The loader always throws 404, so the head is the Page Not Found one.
  return pageMeta(args, null);
}

export default function NotFoundRoute() {
  return null;
}

export { RouteErrorBoundary as ErrorBoundary };
