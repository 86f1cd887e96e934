import { data } from "react-router";
import type { Route } from "./+types/search-page";
import { RouteErrorBoundary } from "../site/layout/ErrorScreen.tsx";
import { cacheHeaders } from "../http/cache.ts";
import { requestInfoContext, services } from "../http/context.server.ts";
import { hitRateLimit } from "../http/rate-limit.server.ts";
import { useLang, useStrings } from "../i18n/define.ts";
import { localNumber } from "../i18n/digits.ts";
import { fill } from "../i18n/fill.ts";
import { langOf, langOfSearch, withLang } from "../i18n/lang.ts";
import { LangLink } from "../ui/LangLink.tsx";
import { pageMeta } from "../site/seo/seo.ts";
import { queryText } from "../validation/query-text.ts";
import { countSearch, popularPages } from "./analytics.server.ts";
import { search, type SearchAnswer, type SearchHit } from "./query.server.ts";
import { SearchForm } from "./SearchForm.tsx";
import { searchStrings } from "./strings.ts";
import "./search.css";

/** Searches per visitor address and minute, counted like the forms' (every instance shares them). */
const searchLimit = { max: 60, windowSeconds: 60 };
const maxPage = 50;

/**
 * /search?q=…: the site search's results, rendered on the server (issue 41). Answers are
 * counted (query, results, clicks; nothing of the visitor), so no shared cache keeps them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langOf(url);
  const query = queryText(url.searchParams.get("q"));
  const page = Math.min(maxPage, Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  const { db } = services(context);
  if (!query) return { query, answer: null, popular: [] };
  const verdict = await hitRateLimit(db, `search:${context.get(requestInfoContext).clientIp}`, searchLimit);
  if (!verdict.allowed)
    throw data("Too many searches", { status: 429, headers: { "Retry-After": String(verdict.retryAfterSeconds) } });
  const answer = await search(db, lang, query, page);
  if (page === 1) await countSearch(db, lang, query, answer.count);
  const popular = answer.count === 0 ? await popularPages(db, lang) : [];
  return { query, answer, popular };
}

export const headers = () => cacheHeaders("none");

export function meta(args: Route.MetaArgs) {
  const t = searchStrings[langOfSearch(args.location.search)];
  const query = args.loaderData?.query;
  return [
    ...pageMeta(args, { title: query ? fill(t.titleFor, { query }) : t.title, description: t.intro }),
    { name: "robots", content: "noindex" },
  ];
}

/** A result's link goes through /search/go, which counts the click and sends the visitor on. */
function goHref(query: string, hit: SearchHit, lang: "en" | "km") {
  const params = new URLSearchParams({ q: query, to: hit.path });
  return withLang(`/search/go?${params}`, lang);
}

function Hit({ hit, query }: { hit: SearchHit; query: string }) {
  const lang = useLang();
  return (
    <li className="search-hit">
      <h3 className="search-hit__title">
        <a href={goHref(query, hit, lang)}>{hit.title}</a>
      </h3>
      {hit.trail && <p className="search-hit__trail">{hit.trail}</p>}
      <p className="search-hit__snippet">
        {hit.snippet.map((part, index) => (part.mark ? <mark key={index}>{part.text}</mark> : part.text))}
      </p>
    </li>
  );
}

function Pages({ answer }: { answer: SearchAnswer }) {
  const t = useStrings(searchStrings);
  const lang = useLang();
  if (answer.pages <= 1) return null;
  const to = (page: number) =>
    withLang(`/search?${new URLSearchParams({ q: answer.query, page: String(page) })}`, lang);
  return (
    <nav className="search-pages" aria-label={t.pages}>
      {answer.page > 1 && (
        <a href={to(answer.page - 1)} rel="prev">
          {t.previous}
        </a>
      )}
      <span aria-current="page">
        {fill(t.pageOf, { page: localNumber(answer.page, lang), pages: localNumber(answer.pages, lang) })}
      </span>
      {answer.page < answer.pages && (
        <a href={to(answer.page + 1)} rel="next">
          {t.next}
        </a>
      )}
    </nav>
  );
}

export default function SearchPage({ loaderData: { query, answer, popular } }: Route.ComponentProps) {
  const t = useStrings(searchStrings);
  const lang = useLang();
  const kindLabel = (kind: string) => t[`kind_${kind}` as keyof typeof t];
  return (
    <section className="container search-page" aria-labelledby="search-title">
      <h1 id="search-title">{t.title}</h1>
      <SearchForm id="search-page-q" query={query} className="site-search--page" landmark={t.title} />
      {!answer ? (
        <p className="search-page__intro">{t.intro}</p>
      ) : (
        <div className="search-results">
          <p className="search-results__count" role="status">
            {answer.corrected
              ? fill(t.correctedTo, { asked: query, query: answer.corrected })
              : answer.count === 0
                ? fill(t.noResults, { query })
                : answer.count === 1
                  ? fill(t.result, { query })
                  : fill(t.results, { count: localNumber(answer.count, lang), query })}
          </p>
          {answer.suggestion && (
            <p className="search-results__suggestion">
              {t.didYouMean}{" "}
              <a href={withLang(`/search?${new URLSearchParams({ q: answer.suggestion })}`, lang)}>
                {answer.suggestion}
              </a>
              ?
            </p>
          )}
          {answer.groups.map((group) => (
            <section key={group.kind} className="search-group" aria-labelledby={`search-group-${group.kind}`}>
              <h2 id={`search-group-${group.kind}`} className="search-group__title">
                {kindLabel(group.kind)}
              </h2>
              <ol className="search-group__hits">
                {group.hits.map((hit) => (
                  <Hit key={hit.path + hit.title} hit={hit} query={answer.query} />
                ))}
              </ol>
            </section>
          ))}
          <Pages answer={answer} />
          {answer.count === 0 && (
            <div className="search-results__none">
              <p>{t.tryNext}</p>
              {popular.length > 0 && (
                <>
                  <h2 className="search-group__title">{t.popular}</h2>
                  <ul>
                    {popular.map((page) => (
                      <li key={page.path}>
                        <LangLink to={page.path}>{page.title}</LangLink>
                      </li>
                    ))}
                  </ul>
                </>
              )}
              <p>
                {t.askUs.split("{contact}")[0]}
                <LangLink to="/contact">{t.contact}</LangLink>
                {t.askUs.split("{contact}")[1]}
              </p>
            </div>
          )}
        </div>
      )}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
