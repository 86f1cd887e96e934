// The demo content of a fictional insurer, assembled from its three areas.
import type { Lang, LangContent, SharedContent } from "../types.ts";
import { about, shared } from "./about.ts";
import { products } from "./products.ts";
import { service } from "./service.ts";

export const demoContent: Record<Lang, LangContent> = {
  en: { ...products.en, ...service.en, ...about.en },
  km: { ...products.km, ...service.km, ...about.km },
};

export const demoSharedContent: SharedContent = shared;
