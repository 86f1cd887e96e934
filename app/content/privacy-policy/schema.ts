// The privacy policy (/privacy-policy): one record per language (table
// privacy_policies, key lang) of typed blocks, never HTML. Client-safe: the public read and the
// back office's editor parse with this schema.
import { z } from "zod";
import { describe, longText, optionalText, text } from "../model/fields.ts";

/** A block of a section: a paragraph, or a list shown with check marks. */
const privacyBlockSchema = describe(
  z.discriminatedUnion("type", [
    z.object({
      type: z.literal("paragraph"),
      text: longText({
        label: { en: "Paragraph", km: "កថាខណ្ឌ" },
        hint: { en: "{company} is replaced by the company's name.", km: "{company} ត្រូវបានជំនួសដោយឈ្មោះក្រុមហ៊ុន។" },
      }),
    }),
    z.object({
      type: z.literal("checklist"),
      items: describe(z.array(text({ label: { en: "Point", km: "ចំណុច" } })).min(1), {
        label: { en: "Checklist", km: "បញ្ជីត្រួតពិនិត្យ" },
        itemLabel: { en: "Point", km: "ចំណុច" },
      }),
    }),
  ]),
  {
    label: { en: "Block", km: "ប្លុក" },
    options: { paragraph: { en: "Paragraph", km: "កថាខណ្ឌ" }, checklist: { en: "Checklist", km: "បញ្ជីត្រួតពិនិត្យ" } },
  },
);
export type PrivacyBlock = z.infer<typeof privacyBlockSchema>;

const privacySectionSchema = z.object({
  heading: optionalText({
    label: { en: "Heading", km: "ចំណងជើង" },
    hint: {
      en: "Empty: the section continues the introduction under the page's title.",
      km: "ទទេ៖ ផ្នែកនេះបន្តសេចក្តីផ្តើម ក្រោមចំណងជើងទំព័រ។",
    },
  }),
  blocks: describe(z.array(privacyBlockSchema).min(1), {
    label: { en: "Blocks", km: "ប្លុក" },
    itemLabel: { en: "Block", km: "ប្លុក" },
  }),
});

export const privacyPolicySchema = z.object({
  title: text({ label: { en: "Title", km: "ចំណងជើង" } }),
  sections: describe(z.array(privacySectionSchema).min(1), {
    label: { en: "Sections", km: "ផ្នែក" },
    itemLabel: { en: "Section", km: "ផ្នែក" },
  }),
});
export type PrivacyPolicy = z.infer<typeof privacyPolicySchema>;
