// The CSR page (/csr) and its grid of photos, in order (SPEC §3 csrs, csr_details).
import { z } from "../../forms/zod.ts";
import { describe, image, longText, text } from "../editing/fields.ts";
import { pictureFields } from "../photos/schema.ts";

export const csrPhotoSchema = z.object(pictureFields());

export const csrSchema = z.object({
  title: text(),
  description: longText({ label: { en: "Introduction", km: "សេចក្តីផ្តើម" } }),
  image1: image({ label: { en: "Banner", km: "រូបបដា" } }),
  photos: describe(z.array(csrPhotoSchema), { label: { en: "Photos", km: "រូបថត" }, itemLabel: { en: "Photo", km: "រូបថត" } }),
});
