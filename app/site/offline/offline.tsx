import type { Route } from "./+types/offline";
import { RouteErrorBoundary } from "../layout/ErrorScreen.tsx";
import { LangLink } from "../../ui/LangLink.tsx";
import { cacheHeaders } from "../../http/cache.ts";
import { useStrings } from "../../i18n/define.ts";
import { useLang } from "../../i18n/define.ts";
import { langOfSearch } from "../../i18n/lang.ts";
import { offlineStrings } from "./strings.ts";
import { pageMeta } from "../seo/seo.ts";

/**
 * The offline page: the service worker keeps a copy in each language and answers with it, when
 * there is no connection, for a page the visitor has never opened (app/site/offline/service-worker.ts).
 * It is served under that page's address, so it ships no scripts: hydrating it there would
 * make the router load the other page's data.
 */
export const handle = { withoutScripts: true };

export const headers = () => cacheHeaders("page");

export function meta(args: Route.MetaArgs) {
  const t = offlineStrings[langOfSearch(args.location.search)];
  return [...pageMeta(args, { title: t.title, description: t.text }), { name: "robots", content: "noindex" }];
}

export default function Offline() {
  const t = useStrings(offlineStrings);
  const lang = useLang();
  return (
    <section className="status-screen" aria-labelledby="offline-title">
      <h1 id="offline-title">{t.title}</h1>
      <p>{t.text}</p>
      <p>{t.visited}</p>
      {/* A form without action asks for the current address again: the page the visitor wanted. */}
      <form method="get" className="status-screen__actions">
        {lang === "km" && <input type="hidden" name="l" value="km" />}
        <button type="submit" className="button button--primary">
          {t.retry}
        </button>
        <LangLink className="button" to="/">
          {t.home}
        </LangLink>
      </form>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
