// nginx's cache as the cluster test sees it: pages and assets stored and served again (HIT),
// form posts passed through untouched, and no visitor's answer ever served from the cache.
import type { Attempt } from "./submissions.ts";

async function get(url: string) {
  const response = await fetch(url, { headers: { Accept: "text/html", "Accept-Encoding": "br, gzip" } });
  return {
    status: response.status,
    cacheStatus: response.headers.get("x-cache-status") ?? "(none)",
    cacheControl: response.headers.get("cache-control") ?? "",
    requestId: response.headers.get("x-request-id"),
    text: await response.text(),
  };
}

/**
 * Before the run: each of a page, the complaint page and a built asset fetched twice, first a
 * MISS (or EXPIRED), then a HIT. After it (`after`): the complaint page, whatever its cache
 * state, holds no complaint reference, so no POST answer went into the cache.
 */
export async function checkPageCache(
  siteUrl: string,
  { after = false } = {},
): Promise<{ problems: string[]; lines: string[] }> {
  const problems: string[] = [];
  const lines: string[] = [];
  if (after) {
    const page = await get(`${siteUrl}/complaint`);
    if (/CMP-\d{4}-\d{6}/.test(page.text))
      problems.push(`GET /complaint (${page.cacheStatus}) shows a complaint reference: a POST answer was cached`);
    return { problems, lines };
  }
  const home = await get(`${siteUrl}/?l=km`);
  // A page's scripts are its islands (/assets/islands/…).
  const asset = home.text.match(/\/assets\/[\w./-]+\.js/)?.[0];
  if (!asset) problems.push("no /assets/*.js in the home page");
  for (const path of ["/?l=km", "/complaint", ...(asset ? [asset] : [])]) {
    // The home page was fetched once already, to find the asset.
    const first = path === "/?l=km" ? home : await get(`${siteUrl}${path}`);
    const second = await get(`${siteUrl}${path}`);
    lines.push(`${path} ${first.cacheStatus} then ${second.cacheStatus}`);
    if (first.status !== 200 || !["MISS", "EXPIRED"].includes(first.cacheStatus) || second.cacheStatus !== "HIT") {
      problems.push(
        `GET ${path}: ${first.status} ${first.cacheStatus}, then ${second.status} ${second.cacheStatus} (expected MISS or EXPIRED, then HIT)`,
      );
    }
    if (!first.requestId) problems.push(`GET ${path}: no X-Request-Id`);
    const expected = path.startsWith("/assets/") ? "immutable" : "s-maxage=30";
    if (!first.cacheControl.includes(expected))
      problems.push(`GET ${path}: Cache-Control "${first.cacheControl}" lacks ${expected}`);
  }
  return { problems, lines };
}

/** Every POST answer came from an instance (no X-Cache-Status) and forbids storing it. */
export function checkPostsPassedThrough(attempts: Attempt[]): string[] {
  const answered = attempts.filter((attempt) => attempt.status !== null);
  const cached = answered.filter((attempt) => attempt.cacheStatus !== null);
  const storable = answered.filter((attempt) => attempt.status === 200 && attempt.cacheControl !== "no-store");
  return [
    ...(cached.length
      ? [`${cached.length} POST answers went through the cache (X-Cache-Status ${cached[0]!.cacheStatus})`]
      : []),
    ...(storable.length ? [`${storable.length} POST answers without Cache-Control: no-store`] : []),
  ];
}
