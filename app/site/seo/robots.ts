import type { Route } from "./+types/robots";
import { services } from "../../http/context.server.ts";
import { cachePolicies } from "../../http/cache.ts";
import { redirectNames } from "../../content/site-links/redirects.ts";

/** robots.txt: everything may be crawled but the back office and the redirect pages; the sitemap's address. */
export function loader({ request, context }: Route.LoaderArgs) {
  const origin = services(context).config.siteUrl ?? new URL(request.url).origin;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    ...redirectNames.map((name) => `Disallow: /${name}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cachePolicies.page },
  });
}
