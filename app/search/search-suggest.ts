import type { Route } from "./+types/search-suggest";
import { requestInfoContext, services } from "../http/context.server.ts";
import { hitRateLimit } from "../http/rate-limit.server.ts";
import { langOf, withLang } from "../i18n/lang.ts";
import { queryText } from "../validation/query-text.ts";
import { search } from "./query.server.ts";

const suggestions = 6;
/** Keystrokes make many more requests than searches: a limit of their own. */
const suggestLimit = { max: 240, windowSeconds: 60 };

export interface Suggestion {
  title: string;
  trail: string;
  href: string;
}

/**
 * /search/suggest?q=…: the first results of a query as it is typed, for the field's suggestions
 * (search-suggest.client.ts). Not counted as searches; a shared cache may keep them a minute.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langOf(url);
  const query = queryText(url.searchParams.get("q"));
  const { db } = services(context);
  const json = (items: Suggestion[], status = 200, cache = "public, max-age=60, s-maxage=60") =>
    Response.json({ query, items }, { status, headers: { "Cache-Control": cache } });
  if ([...query].length < 2) return json([]);
  const verdict = await hitRateLimit(db, `suggest:${context.get(requestInfoContext).clientIp}`, suggestLimit);
  if (!verdict.allowed) return json([], 429, "no-store");
  const answer = await search(db, lang, query);
  return json(
    answer.ranked.slice(0, suggestions).map((hit) => ({
      title: hit.title,
      trail: hit.trail,
      href: withLang(`/search/go?${new URLSearchParams({ q: answer.query, to: hit.path })}`, lang),
    })),
  );
}
