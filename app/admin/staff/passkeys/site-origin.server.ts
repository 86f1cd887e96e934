import type { SiteConfig } from "../../../http/context.server.ts";

/** The site's origin: SITE_URL's, else the request's (as the pages' links take it). */
export const siteOrigin = (config: SiteConfig, url: URL): string => new URL(config.siteUrl ?? url.origin).origin;
