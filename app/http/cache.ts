// Cache policies, named once and set per route with `headers`.
export const cachePolicies = {
  /**
   * Content pages: browsers revalidate each time (a 304 when unchanged); a CDN may keep a page
   * 30 s and serve it stale 25 s more while it refreshes, so an edit shows everywhere within a
   * minute (docs/performance.md).
   */
  page: "public, max-age=0, s-maxage=30, stale-while-revalidate=25",
  /**
   * A moved page's 301 (app/redirects): browsers keep it 5 minutes, a CDN 30 s like a page, so
   * an editor's change of a redirect reaches everyone soon and most of its hits are counted.
   */
  redirect: "public, max-age=300, s-maxage=30",
  /** Errors and anything personal. */
  none: "no-store",
  /**
   * A staff member's preview of unpublished items (app/content/preview.server.ts): kept by no
   * cache, shared or the browser's; the service worker keys on it too (app/site/offline/service-worker.ts).
   */
  personal: "no-store, private",
} as const;

export function cacheHeaders(policy: keyof typeof cachePolicies): HeadersInit {
  return { "Cache-Control": cachePolicies[policy] };
}

/** A content page that may be a staff preview: the loader's Cache-Control when it set one (a preview's), else `page`. */
export function pageHeaders({ loaderHeaders }: { loaderHeaders: Headers }): HeadersInit {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? cachePolicies.page };
}

/** A page with a form: cacheable, except the answer to a POST (its action sets no-store). */
export function formPageHeaders({ actionHeaders }: { actionHeaders: Headers }): HeadersInit {
  return actionHeaders.get("Cache-Control") ? actionHeaders : cacheHeaders("page");
}
