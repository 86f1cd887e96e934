import { defineEntity } from "../model/entity.ts";
import { siteLinksSchema } from "./schema.ts";

/** The external addresses: one record for both languages (an empty one: the environment's applies). */
export const siteLinksEntity = defineEntity({
  name: "site-links",
  group: "site",
  label: {
    en: "External addresses (portals, travel booking, redirects)",
    km: "អាសយដ្ឋានខាងក្រៅ (វិបផតថល ការទិញការធានាការធ្វើដំណើរ ការបញ្ជូនបន្ត)",
  },
  schema: siteLinksSchema,
  kind: "single",
  langs: ["en"],
  neutral: true,
});
