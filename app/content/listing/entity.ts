// The two listing pages are two single records (not a collection): the site has a route for
// each and for no other, so there is nothing to create, rename or remove.
import { defineEntity } from "../model/entity.ts";
import type { SectionName } from "../product-classes/schema.ts";
import { listingPageSchema } from "./schema.ts";

const listingEntity = (section: SectionName, label: { en: string; km: string }) =>
  defineEntity({
    name: `${section}-page`,
    group: "products",
    label,
    schema: listingPageSchema,
    kind: "single",
    everyLanguage: true,
    page: `/${section}`,
  });

export const corporatePageEntity = listingEntity("corporate", {
  en: "Corporate insurance (list page)",
  km: "ធានារ៉ាប់រងសាជីវកម្ម (ទំព័របញ្ជី)",
});
export const personalPageEntity = listingEntity("personal", {
  en: "Personal insurance (list page)",
  km: "ធានារ៉ាប់រងបុគ្គល (ទំព័របញ្ជី)",
});
