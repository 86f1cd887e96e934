// The contact page's details (/contact, spec: table contacts): its text and the offices.
import { z } from "../../validation/zod.ts";
import { describe, image, longText, text } from "../model/fields.ts";

const officeSchema = z.object({
  label: text({ label: { en: "Office", km: "ការិយាល័យ" } }),
  address: longText(),
  phone: text(),
  // Absent in the seeded JSON when an office has none: kept absent (not written as null).
  email: describe(
    z
      .string()
      .trim()
      .max(254, "tooLong")
      .nullish()
      .transform((value) => (value === "" ? null : value)),
    { widget: "email", hint: { en: "Empty: the page shows “NA”.", km: "ទទេ៖ ទំព័របង្ហាញ “NA”។" } },
  ),
});

export const contactsSchema = z.object({
  title: text(),
  description: longText(),
  image1: image({ label: { en: "Banner", km: "រូបបដា" } }),
  address: describe(z.array(officeSchema), {
    label: { en: "Offices", km: "ការិយាល័យ" },
    itemLabel: { en: "Office", km: "ការិយាល័យ" },
  }),
});
export type Contacts = z.infer<typeof contactsSchema>;
