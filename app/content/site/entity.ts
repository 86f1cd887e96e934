import { defineEntity } from "../model/entity.ts";
import { siteSchema } from "./schema.ts";

export const siteEntity = defineEntity({
  name: "site",
  group: "site",
  label: { en: "Site identity (names and logos)", km: "អត្តសញ្ញាណគេហទំព័រ (ឈ្មោះ និងស្លាកសញ្ញា)" },
  schema: siteSchema,
  kind: "single",
  everyLanguage: true,
  page: "/",
});
