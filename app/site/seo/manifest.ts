import type { Route } from "./+types/manifest";
import { services } from "../../http/context.server.ts";
import { loadOrRespond } from "../../content/query.server.ts";
import { getSite } from "../../content/site/read.server.ts";
import { cachePolicies } from "../../http/cache.ts";
import { langOf, withLang } from "../../i18n/lang.ts";

/** The web app manifest, named from the site record in the visitor's language (?l=km). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = langOf(request.url);
  const site = await loadOrRespond(() => getSite(services(context).db, lang));
  const manifest = {
    name: site.company_name,
    short_name: site.short_name,
    description: site.meta_description,
    lang,
    dir: "ltr",
    start_url: withLang("/", lang),
    scope: "/",
    display: "standalone",
    theme_color: "#f47521",
    background_color: "#ffffff",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": cachePolicies.page },
  });
}
