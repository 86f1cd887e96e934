// An in-process cache of rendered pages (documents and the `.data` of client navigations),
// so a page that is read thousands of times renders once. Bounded in bytes (least recently
// used pages go first) and in age (spec: a 5-minute cache), and emptied whenever the
// content version in the database moves (db/migrations/0005_content_version.sql).
// docs/performance.md explains the bound on how long an edit takes to show.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { LRUCache } from "lru-cache";
import type { Queryable } from "../db/client.ts";
import type { Logger } from "../app/http/log.server.ts";

export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** Weak: the same page is served in three encodings. */
  etag: string;
  bodies: Record<Encoding, Buffer>;
}

export type Encoding = "br" | "gzip" | "identity";

export interface PageCacheOptions {
  maxBytes: number;
  maxAgeMs?: number;
}

const fiveMinutes = 5 * 60_000;
/** Longer URLs are rendered but never kept: no page of the site needs one. */
const maxKeyLength = 512;

export class PageCache {
  readonly #pages: LRUCache<string, CachedPage>;
  #generation = 0;
  // Off until the content version has been read: a page must never outlive an edit unseen.
  #enabled = false;

  constructor({ maxBytes, maxAgeMs = fiveMinutes }: PageCacheOptions) {
    this.#pages = new LRUCache<string, CachedPage>({
      maxSize: maxBytes,
      maxEntrySize: Math.max(1, Math.floor(maxBytes / 8)),
      sizeCalculation: (page, key) =>
        key.length + page.bodies.identity.length + page.bodies.gzip.length + page.bodies.br.length + 512,
      ttl: maxAgeMs,
    });
  }

  get(key: string): CachedPage | undefined {
    return this.#enabled ? this.#pages.get(key) : undefined;
  }

  /** Taken before rendering: a page rendered across an invalidation is not stored. */
  generation(): number {
    return this.#generation;
  }

  store(key: string, generation: number, page: CachedPage): void {
    if (this.#enabled && generation === this.#generation) this.#pages.set(key, page);
  }

  invalidate(): void {
    this.#generation += 1;
    this.#pages.clear();
  }

  setEnabled(enabled: boolean): void {
    if (!enabled) this.invalidate();
    this.#enabled = enabled;
  }

  stats(): { pages: number; bytes: number; enabled: boolean } {
    return { pages: this.#pages.size, bytes: this.#pages.calculatedSize, enabled: this.#enabled };
  }

  /**
   * Polls the content version every `intervalMs` and empties the cache when it moves. While
   * the version cannot be read (database down), the cache is off, so pages answer as the
   * database does.
   */
  watch(db: Queryable, intervalMs: number, log: Logger): { stop(): void; checked: Promise<void> } {
    let version: string | null = null;
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    const check = async () => {
      try {
        const [row] = await db.query<{ version: string }>("select version::text as version from content_version");
        if (row?.version !== version) this.invalidate();
        version = row?.version ?? null;
        this.setEnabled(version !== null);
      } catch (error) {
        if (version !== null) log.error({ err: error }, "page cache off: content version unreadable");
        version = null;
        this.setEnabled(false);
      }
    };
    const loop = async () => {
      await check();
      if (!stopped) timer = setTimeout(loop, intervalMs).unref();
    };
    const checked = check().then(() => {
      if (!stopped) timer = setTimeout(loop, intervalMs).unref();
    });
    return {
      checked,
      stop: () => {
        stopped = true;
        clearTimeout(timer);
      },
    };
  }
}

/** Tags that campaign and social links add (Facebook adds fbclid to every link followed from it): they change no page. */
const trackingParameter = /^(utm_[a-z]+|fbclid|gclid|msclkid)$/;

export interface PageCacheKey {
  key: string;
  /** False for a URL with tracking tags: it is answered from the cache but never fills it. */
  storable: boolean;
}

/**
 * The cache key of a request, or null when it must not be cached. Pages depend on the path
 * and the language only, so any other query parameter (an attacker's random string) bypasses
 * the cache rather than filling it. Tracking tags are looked past: a visitor from a shared
 * link gets the cached page, but only a clean URL's render is kept, so no stored page can
 * carry someone's tag. `.data` requests also name their routes.
 */
export function pageCacheKey(origin: string, originalUrl: string): PageCacheKey | null {
  if (originalUrl.length > maxKeyLength) return null;
  const query = originalUrl.indexOf("?");
  const path = query === -1 ? originalUrl : originalUrl.slice(0, query);
  // The back office is personal: never answered from, nor kept in, the cache.
  if (/^\/admin([/.]|$)/.test(path)) return null;
  let lang: string | undefined;
  let routes: string | undefined;
  let tagged = false;
  for (const [name, value] of new URLSearchParams(query === -1 ? "" : originalUrl.slice(query + 1))) {
    if (name === "l" && lang === undefined && (value === "en" || value === "km")) lang = value;
    else if (name === "_routes" && routes === undefined && path.endsWith(".data")) routes = value;
    else if (trackingParameter.test(name)) tagged = true;
    else return null;
  }
  return { key: `${origin}${path}?l=${lang ?? ""}&_routes=${routes ?? ""}`, storable: !tagged };
}

/**
 * Whether a request carries a staff session cookie (app/staff-session/sessions.server.ts), valid or not:
 * its page may be a staff member's preview of unpublished items, which no one else may be
 * served, so it is neither answered from nor kept in the cache. Only the name is looked at (no
 * database read); a visitor who sends such a cookie just gets a fresh render.
 */
export function carriesStaffSession(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && /(?:^|;)\s*(?:__Host-)?staff_session=/.test(cookieHeader);
}

/** Whether a response may be kept: a plain success meant for shared caches. */
export function isStorable(response: Response): boolean {
  if (response.status !== 200 || response.headers.has("set-cookie")) return false;
  const cacheControl = response.headers.get("cache-control") ?? "";
  return /\bpublic\b/.test(cacheControl) && !/\b(no-store|private|no-cache)\b/.test(cacheControl);
}

const unstoredHeaders = new Set([
  "content-length",
  "content-encoding",
  "date",
  "etag",
  "vary",
  "transfer-encoding",
  "connection",
]);

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Reads a response in full and prepares it in every encoding, once. */
export async function toCachedPage(response: Response): Promise<CachedPage> {
  const identity = Buffer.from(await response.arrayBuffer());
  // Brotli's best quality, done once per page and off the event loop (about 60 ms for a large
  // Khmer page): 10 % smaller than quality 5, which brings most pages under the 14.6 KB a new
  // connection delivers in its first round trip.
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(identity, { level: 6 }),
    brotliAsync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
  ]);
  return {
    status: response.status,
    headers: [...response.headers].filter(([name]) => !unstoredHeaders.has(name)),
    etag: `W/"${createHash("sha1").update(identity).digest("base64url")}"`,
    bodies: { identity, gzip: gzipped, br: brotli },
  };
}
