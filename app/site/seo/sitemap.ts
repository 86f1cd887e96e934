import type { Route } from "./+types/sitemap";
import { getSitemapEntries } from "../../content/sitemap.server.ts";
import { services } from "../../http/context.server.ts";
import { loadOrRespond } from "../../content/query.server.ts";
import { cachePolicies } from "../../http/cache.ts";
import { withLang } from "../../i18n/lang.ts";

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** sitemap.xml: each page in the languages it is published in, each entry naming them with hreflang alternates. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = services(context);
  const origin = config.siteUrl ?? new URL(request.url).origin;
  const entries = await loadOrRespond(() => getSitemapEntries(db));
  const url = (path: string, lang: "en" | "km") => escapeXml(`${origin}${withLang(path, lang)}`);
  const lines = entries.flatMap(({ path, langs }) =>
    langs.map(
      (lang) => `  <url>
    <loc>${url(path, lang)}</loc>
${langs.map((one) => `    <xhtml:link rel="alternate" hreflang="${one}" href="${url(path, one)}"/>`).join("\n")}
    <xhtml:link rel="alternate" hreflang="x-default" href="${url(path, langs[0]!)}"/>
  </url>`,
    ),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${lines.join("\n")}
</urlset>
`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": cachePolicies.page },
  });
}
