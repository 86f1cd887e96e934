// The privacy policy (/privacy-policy, SPEC §2): one record per language (table
// privacy_policies, key lang) of typed blocks, never HTML. Client-safe: the public read and the
// back office's editor parse with this schema.
import { z } from "zod";

const text = z.string().trim().min(1, "Required");

/** A block of a section: a paragraph, or a list shown with check marks. */
export const privacyBlockSchema = z.discriminatedUnion("type", [
  /** `{company}` in the text is replaced by the site's company name (table site). */
  z.object({ type: z.enum(["paragraph"]), text }),
  z.object({ type: z.enum(["checklist"]), items: z.array(text).min(1, "At least one item") }),
]);
export type PrivacyBlock = z.infer<typeof privacyBlockSchema>;

export const privacySectionSchema = z.object({
  /** A section without a heading continues the page's introduction under its title. */
  heading: text.nullable(),
  blocks: z.array(privacyBlockSchema).min(1, "At least one block"),
});
export type PrivacySection = z.infer<typeof privacySectionSchema>;

export const privacyPolicySchema = z.object({
  title: text,
  sections: z.array(privacySectionSchema).min(1, "At least one section"),
});
export type PrivacyPolicy = z.infer<typeof privacyPolicySchema>;
