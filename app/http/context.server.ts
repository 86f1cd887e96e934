// What the HTTP server hands to every loader and action (see server/app.ts).
import { createContext, RouterContextProvider } from "react-router";
import type { Db } from "../../db/client.ts";
import type { RateLimit } from "./rate-limit.server.ts";
import type { Logger } from "./log.server.ts";
import type { SiteLinks } from "../content/site-links/schema.ts";
import type { FileStorage } from "../uploads/storage.server.ts";

export interface SiteConfig {
  /** Absolute origin for canonical and hreflang links; null: taken from the request. */
  siteUrl: string | null;
  /** Raster tiles of the panel maps: URL template and attribution (HTML). */
  mapTiles: { url: string; attribution: string };
  /** Whether browsers send their web vitals to /api/vitals (logged). */
  webVitals: boolean;
  /** A staff session ends after this long without a request (30 minutes, or less in tests). */
  staffIdleSeconds: number;
  /**
   * The external addresses from the environment: the portals, the travel-booking page and the
   * redirect routes' targets. Defaults only: an address set in site_links wins (getSiteLinks).
   */
  links: SiteLinks;
  /** The complaints mailbox (IMAP_URL): null when none is connected, else how often it is read. */
  mailbox: { pollSeconds: number } | null;
}

/** How the site takes in contact messages and complaints. */
export interface FormsConfig {
  /** Where uploads wait while they are checked (removed right after). */
  uploadTmpDir: string;
  /** Whether submissions are also forwarded to the company's application API. */
  forward: boolean;
  /** Keys accepted in the X-API-Key header of the JSON API; none: the API is closed. */
  apiKeys: readonly string[];
  /** Submissions per client address and window, for each form. */
  rateLimit: RateLimit;
  /** A page's form sent sooner than this after the page was made is spam (FORM_MIN_FILL_S). */
  minFillMs: number;
}

export interface AppServices {
  db: Db;
  config: SiteConfig;
  storage: FileStorage;
  forms: FormsConfig;
}

/** What the HTTP layer knows about the request beyond the Request itself. */
export interface RequestInfo {
  /** The client's address (behind trusted proxies, from X-Forwarded-For). */
  clientIp: string;
  /** The request's logger: every line carries its request id. */
  log: Logger;
}

export const servicesContext = createContext<AppServices>();
export const requestInfoContext = createContext<RequestInfo>();

/** The request's services (database, storage, configuration), in any loader or action. */
export function services(context: Readonly<RouterContextProvider>): AppServices {
  return context.get(servicesContext);
}

export function createLoadContext(services: AppServices, info: RequestInfo): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(requestInfoContext, info);
  return context;
}
