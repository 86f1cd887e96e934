// Cache policies, named once and set per route with `headers`.
export const cachePolicies = {
  /** Content pages: a CDN may keep them a minute and serve a stale copy while it refreshes. */
  page: "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
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
