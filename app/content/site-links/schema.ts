// The site's external addresses (spec): the quote portal (header's Get Quote), the
// claim portal (/claims), the public travel-booking page (footer) and the targets of the redirect
// routes (/hcip, /hcip_uat, /quickquote, /quickquote_uat, /agency, /app). One record for both
// languages (table site_links, a single row). Client-safe: the public read and the back office's
// editor parse with this schema.
//
// Precedence: an address set here wins; an empty one (null) falls back to its environment
// variable (server/env.ts, siteConfig().links), which has a built-in default of its own.
import { z } from "zod";
import { describe, type Bilingual } from "../model/fields.ts";
import { redirectNames, type RedirectName } from "./redirects.ts";

export const siteLinkNames = ["quote_portal", "claim_portal", "travel_booking", ...redirectNames] as const;
type SiteLinkName = (typeof siteLinkNames)[number];

/** An external page: http or https only. */
export const webAddress = z.url({ protocol: /^https?$/, message: "url" });

const emptyHint: Bilingual = {
  en: "Empty: the server's configured address applies.",
  km: "ទទេ៖ អាសយដ្ឋានដែលបានកំណត់ក្នុងម៉ាស៊ីនមេត្រូវបានប្រើ។",
};

/** An address or nothing: empty text is stored as null, and the environment's address applies. */
const address = (label: Bilingual) =>
  describe(
    z
      .string()
      .trim()
      .max(2000, "tooLong")
      .nullish()
      .transform((value) => value || null)
      .refine((value) => value === null || webAddress.safeParse(value).success, "url"),
    { widget: "url", shared: true, label, hint: emptyHint },
  );

const redirectLabel = (name: RedirectName): Bilingual => ({
  en: `Where /${name} sends visitors`,
  km: `ទីកន្លែងដែល /${name} បញ្ជូនអ្នកទស្សនាទៅ`,
});

export const siteLinksSchema = z.object({
  quote_portal: address({ en: "Quote portal (Get Quote)", km: "វិបផតថលស្នើសុំតម្លៃ (ស្នើសុំតម្លៃ)" }),
  claim_portal: address({ en: "Claim portal (claims page)", km: "វិបផតថលទាមទារសំណង (ទំព័រសំណង)" }),
  travel_booking: address({ en: "Travel booking page (footer)", km: "ទំព័រទិញការធានារ៉ាប់រងការធ្វើដំណើរ (ផ្នែកខាងក្រោម)" }),
  ...(Object.fromEntries(redirectNames.map((name) => [name, address(redirectLabel(name))])) as Record<
    RedirectName,
    ReturnType<typeof address>
  >),
});
/** The stored record: null where the environment's address applies. */
/** Every address resolved: what the pages link to. */
export type SiteLinks = Record<SiteLinkName, string>;
