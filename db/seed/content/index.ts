// The demo content of a fictional insurer, assembled from its areas.
import type { Lang, LangContent, SharedContent } from "../types.ts";
import { about, shared } from "./about.ts";
import { privacyPolicyContent } from "./privacy-policy.ts";
import { productClassContent } from "./product-classes.ts";
import { products } from "./products.ts";
import { service } from "./service.ts";

export const demoContent: Record<Lang, LangContent> = {
  en: { ...products.en, ...service.en, ...about.en, ...productClassContent.en, ...privacyPolicyContent.en },
  km: { ...products.km, ...service.km, ...about.km, ...productClassContent.km, ...privacyPolicyContent.km },
};

// The site's external addresses: the row only, every address the environment's (server/env.ts).
export const demoSharedContent: SharedContent = { ...shared, site_links: { id: true } };
