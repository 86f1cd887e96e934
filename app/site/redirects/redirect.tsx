import { data } from "react-router";
import type { Route } from "./+types/redirect";
import { RouteErrorBoundary } from "../layout/ErrorScreen.tsx";
import { services } from "../../http/context.server.ts";
import { getSiteLinks } from "../../content/site-links/read.server.ts";
import { cacheHeaders } from "../../http/cache.ts";
import { useStrings } from "../../i18n/define.ts";
import { langOfSearch } from "../../i18n/lang.ts";
import { serviceStrings } from "../services/strings.ts";
import { redirectNames } from "../../content/site-links/redirects.ts";
import { pageMeta } from "../seo/seo.ts";
import "../services/service.css";

// Its script sends the browser on too (decision 0030).
export const handle = { islands: ["redirect"] };

/**
 * The "Redirecting..." pages (/hcip, /quickquote, /app, …; route ids "redirect-<name>").
 * Not an HTTP redirect: the page shows, then a meta refresh (without JavaScript) or
 * its island (with it) sends the browser to the address set in site_links, else the
 * environment's (app/content/site-links/).
 */
export async function loader({ context, pattern }: Route.LoaderArgs) {
  const name = redirectNames.find((candidate) => pattern.replace(/^\//, "") === candidate);
  if (!name) throw data("Not found", { status: 404 });
  const { db, config } = services(context);
  return { target: (await getSiteLinks(db, config.links))[name] };
}

export const headers = () => cacheHeaders("none");

export function meta(args: Route.MetaArgs) {
  const target = args.loaderData?.target;
  if (!target) return pageMeta(args, undefined);
  return [
    ...pageMeta(args, { title: serviceStrings[langOfSearch(args.location.search)].redirecting }),
    { name: "robots", content: "noindex" },
    { httpEquiv: "refresh", content: `0;url=${target}` },
  ];
}

export default function Redirect({ loaderData: { target } }: Route.ComponentProps) {
  const s = useStrings(serviceStrings);
  return (
    <section
      className="container service-page redirect-page"
      aria-labelledby="redirect-title"
      data-redirect-to={target}
    >
      <span className="redirect-page__spinner" aria-hidden="true" />
      <h1 id="redirect-title" className="service-title">
        {s.redirecting}
      </h1>
      <p>
        {s.redirectHint} <a href={target}>{target}</a>
      </p>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
