// The CSR page (/csr) and its grid of photos, in order (spec: tables csrs, csr_details).
import { z } from "../../validation/zod.ts";
import { describe, pageIntro } from "../model/fields.ts";
import { pictureFields } from "../photos/schema.ts";

const csrPhotoSchema = z.object(pictureFields());

export const csrSchema = z.object({
  ...pageIntro(),
  photos: describe(z.array(csrPhotoSchema), {
    label: { en: "Photos", km: "រូបថត" },
    itemLabel: { en: "Photo", km: "រូបថត" },
  }),
});
