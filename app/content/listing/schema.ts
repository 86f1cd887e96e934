// The listing pages /corporate and /personal (spec: table view_menus): their heading, text and
// banner. The products they list are the menu's children of the same path (app/content/menus/).
import { z } from "../../validation/zod.ts";
import { image, longText, text } from "../model/fields.ts";

export const listingPageSchema = z.object({
  title: text(),
  description: longText({ label: { en: "Introduction", km: "សេចក្តីផ្តើម" } }),
  image: image({ label: { en: "Banner", km: "រូបបដា" } }),
});
