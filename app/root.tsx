import { useEffect } from "react";
import { preloadModule } from "react-dom";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { ErrorScreen, RouteErrorBoundary } from "./site/layout/ErrorScreen.tsx";
import type { ErrorWords } from "./site/layout/error-words.ts";
import { Footer } from "./site/layout/Footer.tsx";
import { Header } from "./site/layout/Header.tsx";
import { ScrollRestoration } from "./site/layout/ScrollRestoration.tsx";
import { speculationRules } from "./site/layout/speculation-rules.server.ts";
import { themeScript } from "./site/layout/theme.ts";
import { restoreLayoutScript } from "./site/layout/restore-layout.ts";
import { getFooter } from "./content/footers/read.server.ts";
import { getMenus, showHiddenMenus, visibleMenus } from "./content/menus/read.server.ts";
import { getSite } from "./content/site/read.server.ts";
import { services } from "./http/context.server.ts";
import { loadOrRespond } from "./content/query.server.ts";
import { getSiteLinks } from "./content/site-links/read.server.ts";
import { useLang, useStrings } from "./i18n/define.ts";
import { siteStrings } from "./site/layout/strings.ts";
import { langOf, langOfSearch, withLang } from "./i18n/lang.ts";
import { requestLogMiddleware } from "./http/request-log.server.ts";
import { redirectsMiddleware } from "./redirects/redirect-middleware.server.ts";
import { islandUrls, type IslandName, type IslandUrls } from "./http/islands.server.ts";
import { pageMeta } from "./site/seo/seo.ts";
import { mediaFocusPoints } from "./images/image-focus.server.ts";
import { ImageFocusContext } from "./images/image-focus.ts";
import "./ui/global.css";

export const middleware: Route.MiddlewareFunction[] = [requestLogMiddleware, redirectsMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = langOf(request.url);
  const { db, config } = services(context);
  // The menu and footer failing must not take the page down: the header shows
  // "An error has occurred" in the menu's place instead. The menus are links in the page, with
  // their children (decision 0030).
  const [site, menus, footer, links] = await Promise.all([
    loadOrRespond(() => getSite(db, lang)),
    getMenus(db, lang).then(visibleMenus, () => null),
    getFooter(db, lang).catch(() => null),
    getSiteLinks(db, config.links),
  ]);
  return {
    lang,
    origin: config.siteUrl ?? new URL(request.url).origin,
    site,
    menus,
    footer,
    showSolutions: showHiddenMenus,
    quotePortalUrl: links.quote_portal,
    travelBookingUrl: links.travel_booking,
    webVitalsEndpoint: config.webVitals ? "/api/vitals" : null,
    // A public page's scripts (its islands and the speculation rules) and its images' focal
    // points; the back office is hydrated and crops nothing of the site's.
    ...(new URL(request.url).pathname.startsWith("/admin")
      ? { islands: null, speculationRules: null, imageFocus: {} }
      : { islands: islandUrls(), speculationRules, imageFocus: await mediaFocusPoints(db).catch(() => ({})) }),
  };
}

/** Menu, footer and site identity change with the language only: other navigations reuse them. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod }: ShouldRevalidateFunctionArgs) {
  // Sending a form changes no menu or footer (see forms/offline.ts).
  if (formMethod && formMethod !== "GET") return false;
  return langOf(currentUrl) !== langOf(nextUrl);
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>("root");
}

/** An absolute URL of this site for a path (canonical origin), for structured data and sharing. */
export function useAbsoluteUrl(): (path: string) => string {
  const origin = useRootData()?.origin ?? "";
  return (path) => `${origin}${path}`;
}

/** What a route may ask of the document, in its `handle`. */
interface PageHandle {
  /** The page is a React Router app in the browser: the back office. Public pages are made of islands. */
  hydrate?: boolean;
  /** No script at all: the offline page. */
  withoutScripts?: boolean;
  /** The islands of a page that is not hydrated, besides the one every such page has (`page`). */
  islands?: IslandName[];
}

/**
 * A page that is not hydrated gets its islands instead (decision 0030): modules of a few
 * kilobytes, each started with its options once the page has loaded and painted, like the
 * framework's boot script (app/http/document.server.ts defers both).
 */
function Islands({
  urls,
  names,
  vitalsEndpoint,
}: {
  urls: IslandUrls;
  names: IslandName[];
  vitalsEndpoint: string | null;
}) {
  const starts = names.map((name) => [urls[name], name === "page" ? { vitalsEndpoint } : {}] as const);
  for (const [url] of starts) preloadModule(url);
  // Started together once all have come, the page's last: it marks the page interactive.
  const script = `var s=${JSON.stringify(starts)};Promise.all(s.map(function(i){return import(i[0])})).then(function(m){m.forEach(function(m,k){m.start(s[k][1])})})`;
  return <script type="module" async dangerouslySetInnerHTML={{ __html: script.replaceAll("<", "\\u003c") }} />;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const lang = useLang();
  const handles = useMatches().map((match) => (match.handle ?? {}) as PageHandle);
  const withoutScripts = handles.some((handle) => handle.withoutScripts);
  // Rendered in the browser, the page is hydrated already: it stays a React Router app while it
  // navigates, whatever the next route would be as a document of its own.
  const hydrate = !import.meta.env.SSR || handles.some((handle) => handle.hydrate);
  const data = useRootData();
  return (
    // The theme script sets data-theme before React hydrates.
    <html lang={lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f47521" />
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        {!hydrate && <script dangerouslySetInnerHTML={{ __html: restoreLayoutScript }} />}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <link rel="manifest" href={withLang("/manifest.webmanifest", lang)} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {withoutScripts ? null : hydrate ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : (
          data?.islands && (
            <>
              <Islands
                urls={data.islands}
                names={[...handles.flatMap((handle) => handle.islands ?? []), "page"]}
                vitalsEndpoint={data.webVitalsEndpoint}
              />
              <script type="speculationrules" dangerouslySetInnerHTML={{ __html: data.speculationRules }} />
            </>
          )
        )}
      </body>
    </html>
  );
}

/** Inline: the style sheet every page carries has no rule for these rare notes (staff's previews, a page in the other language). */
const notPublishedStyle = {
  margin: "1rem auto",
  padding: "0.75rem 1rem",
  borderLeft: "4px solid var(--link)",
  background: "var(--bg-soft)",
  fontWeight: 600,
};

function Shell({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const t = useStrings(siteStrings);
  // Marks the page interactive: browser tests wait for it before they click, and the
  // performance mark dates it in traces.
  useEffect(() => {
    document.documentElement.dataset.interactive = "true";
    performance.mark("interactive");
  }, []);
  const vitalsEndpoint = data?.webVitalsEndpoint;
  useEffect(() => {
    if (vitalsEndpoint)
      void import("./site/vitals/web-vitals.client.ts").then(({ beaconTo, reportWebVitals }) =>
        reportWebVitals(beaconTo(vitalsEndpoint)),
      );
  }, [vitalsEndpoint]);
  // The back office (routes/admin/_layout.tsx) has a frame of its own.
  const matches = useMatches();
  const backOffice = matches.some((match) => (match.handle as { backOffice?: boolean } | undefined)?.backOffice);
  if (backOffice) return children;
  // A staff member's preview of unpublished items says so (app/content/preview.server.ts).
  const page = matches.at(-1)?.loaderData as
    { notPublished?: string | null; shownIn?: "en" | "km"; otherLanguage?: string } | undefined;
  const notPublished = page?.notPublished;
  return (
    <ImageFocusContext value={data?.imageFocus ?? noFocus}>
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <Header data={data} />
      <main id="main" tabIndex={-1}>
        {notPublished && (
          <p className="container" role="note" style={notPublishedStyle}>
            {notPublished}
          </p>
        )}
        {/* An item not published in the page's language is shown in the other, and says so. */}
        {page?.shownIn ? (
          <>
            <p className="container" role="note" style={notPublishedStyle}>
              {page.otherLanguage}
            </p>
            <div lang={page.shownIn}>{children}</div>
          </>
        ) : (
          children
        )}
      </main>
      <Footer data={data} />
    </ImageFocusContext>
  );
}

const noFocus = {};

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  // The back office's refusals (401, 403) land here, where React Router puts errors thrown by
  // middleware, with their words (app/admin/staff/refusal.server.ts): no back-office code in this chunk.
  const error = useRouteError();
  const refusal = isRouteErrorResponse(error)
    ? (error.data as { backOfficeRefusal?: ErrorWords } | null)?.backOfficeRefusal
    : undefined;
  if (refusal) {
    return (
      <main id="main">
        <ErrorScreen words={refusal} />
      </main>
    );
  }
  return (
    <Shell>
      <RouteErrorBoundary />
    </Shell>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: siteStrings[langOfSearch(args.location.search)].home });
}
