import { data, redirect } from "react-router";
import type { Route } from "./+types/search-go";
import { services } from "../http/context.server.ts";
import { langOf, withLang } from "../i18n/lang.ts";
import { queryText } from "../validation/query-text.ts";
import { countClick, isIndexedPath } from "./analytics.server.ts";

/**
 * /search/go?q=…&to=…: a result opened. The click is counted for its query and its page, and
 * the visitor sent on, only to a page the index holds (never anywhere a link could name).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langOf(url);
  const to = url.searchParams.get("to") ?? "";
  const { db } = services(context);
  if (!to.startsWith("/") || to.startsWith("//") || !(await isIndexedPath(db, to)))
    throw data("Not found", { status: 404 });
  await countClick(db, lang, queryText(url.searchParams.get("q")), to);
  // A page keeps the language; a file (a form to download) is the same in both.
  const isFile = /\.[a-z0-9]{2,5}$/i.test(to.replace(/[?#].*$/, ""));
  return redirect(isFile ? to : withLang(to, lang), { status: 303, headers: { "Cache-Control": "no-store" } });
}
