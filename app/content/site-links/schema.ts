// The site's external addresses (SPEC §2 and §7): the quote portal (header's Get Quote), the
// claim portal (/claims), the public travel-booking page (footer) and the targets of the redirect
// routes (/hcip, /hcip_uat, /quickquote, /quickquote_uat, /agency, /app). One record for both
// languages (table site_links, a single row). Client-safe: the public read and the back office's
// editor parse with this schema.
//
// Precedence: an address set here wins; an empty one (null) falls back to its environment
// variable (server/env.ts, siteConfig().links), which has a built-in default of its own.
import { z } from "zod";
import { redirectNames } from "../../redirects.ts";

export const siteLinkNames = ["quote_portal", "claim_portal", "travel_booking", ...redirectNames] as const;
export type SiteLinkName = (typeof siteLinkNames)[number];

/** An external page: http or https only. */
export const webAddress = z.url({ protocol: /^https?$/, message: "A web address starting with https:// or http://" });

/** Empty text is no value: the environment's address applies. */
const address = z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? null : value), webAddress.nullable());

export const siteLinksSchema = z.object(Object.fromEntries(siteLinkNames.map((name) => [name, address])) as Record<SiteLinkName, typeof address>);
/** The stored record: null where the environment's address applies. */
export type SiteLinksRecord = z.infer<typeof siteLinksSchema>;
/** Every address resolved: what the pages link to. */
export type SiteLinks = Record<SiteLinkName, string>;
