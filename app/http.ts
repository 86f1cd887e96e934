// Cache policies, named once and set per route with `headers`.
export const cachePolicies = {
  /**
   * Content pages: browsers revalidate each time (a 304 when unchanged); a CDN may keep a page
   * 30 s and serve it stale 25 s more while it refreshes, so an edit shows everywhere within a
   * minute (docs/performance.md).
   */
  page: "public, max-age=0, s-maxage=30, stale-while-revalidate=25",
  /** Errors and anything personal. */
  none: "no-store",
} as const;

export function cacheHeaders(policy: keyof typeof cachePolicies): HeadersInit {
  return { "Cache-Control": cachePolicies[policy] };
}

/** A page with a form: cacheable, except the answer to a POST (its action sets no-store). */
export function formPageHeaders({ actionHeaders }: { actionHeaders: Headers }): HeadersInit {
  return actionHeaders.get("Cache-Control") ? actionHeaders : cacheHeaders("page");
}
