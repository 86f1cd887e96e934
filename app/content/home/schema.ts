// The home page (spec: table home): its two sliders, the corporate and personal sections' headings
// (their products are the menu's children of /corporate and /personal), why choose us, and the
// testimonials.
//
// A slide keeps its image's width and height: the page gives them to the <img> so that nothing
// moves while the image loads. Choosing the image from the media library fills them in (the
// item's own size, in pixels); they can be typed too, and are not read from the file on save:
// a path may name a file the build ships, and the editor sees the numbers the page uses.
import { z } from "../../validation/zod.ts";
import { accidentTeams, claimGroupLabels } from "../claims/groups.ts";
import { describe, image, longText, optionalPagePath, points, text } from "../model/fields.ts";

const pixels = (label: { en: string; km: string }) =>
  describe(z.number("required").int("integer").min(1, "integer").max(10_000, "integer"), {
    widget: "number",
    label,
    hint: {
      en: "The image's own size in pixels, filled in when the image is chosen from the media library.",
      km: "ទំហំដើមរបស់រូបភាព គិតជាភីកសែល ដែលបំពេញដោយស្វ័យប្រវត្តិ នៅពេលជ្រើសរើសរូបភាពពីបណ្ណាល័យមេឌៀ។",
    },
  });

const slideSchema = z.object({
  src: image({ label: { en: "Image", km: "រូបភាព" }, fromImage: { width: "width", height: "height", alt: "alt" } }),
  alt: text({
    label: { en: "Alternative text", km: "អត្ថបទជំនួស" },
    hint: {
      en: "What the image shows, for visitors who cannot see it.",
      km: "អ្វីដែលរូបភាពបង្ហាញ សម្រាប់អ្នកទស្សនាដែលមើលមិនឃើញវា។",
    },
  }),
  width: pixels({ en: "Width", km: "ទទឹង" }),
  height: pixels({ en: "Height", km: "កម្ពស់" }),
  href: optionalPagePath({ label: { en: "Link (page of this site)", km: "តំណ (ទំព័រនៃគេហទំព័រនេះ)" } }),
});
export type Slide = z.infer<typeof slideSchema>;

const slides = (label: { en: string; km: string }) =>
  describe(z.array(slideSchema).min(1, "tooFew").max(10, "tooMany"), {
    label,
    itemLabel: { en: "Slide", km: "ស្លាយ" },
    maxItems: 10,
  });

/**
 * The claims help below the top slider: its words, and which claims teams' 24/7 helplines it
 * offers (their numbers are the claims page's, kept there once). Removing it removes the block.
 */
const accidentSchema = describe(
  z
    .object({
      title: text({ label: { en: "Heading", km: "ចំណងជើង" } }),
      description: longText({ label: { en: "Text", km: "អត្ថបទ" } }),
      link_label: text({
        label: { en: "Link to the claims page: text", km: "តំណទៅទំព័រសំណង៖ អត្ថបទ" },
      }),
      teams: describe(
        z.object(
          Object.fromEntries(
            accidentTeams.map((team) => [team, describe(z.boolean(), { shared: true, label: claimGroupLabels[team] })]),
          ) as Record<(typeof accidentTeams)[number], z.ZodBoolean>,
        ),
        {
          label: { en: "Helplines offered", km: "ខ្សែទូរស័ព្ទជំនួយដែលបង្ហាញ" },
          hint: {
            en: "Each team's 24/7 helpline, as the claims page gives it.",
            km: "ខ្សែទូរស័ព្ទជំនួយ ២៤/៧ របស់ក្រុមនីមួយៗ ដូចដែលទំព័រសំណងផ្តល់ឱ្យ។",
          },
        },
      ),
    })
    .nullish()
    .transform((value) => value ?? null),
  { label: { en: "Claims help (below the top slider)", km: "ជំនួយសំណង (ក្រោមស្លាយខាងលើ)" } },
);

const testimonialSchema = z.object({
  img: image({ label: { en: "Photo", km: "រូបថត" } }),
  description: longText({ label: { en: "What they say", km: "អ្វីដែលពួកគេនិយាយ" } }),
  name: text({ label: { en: "Name", km: "ឈ្មោះ" } }),
  position: text({ label: { en: "Occupation", km: "មុខរបរ" } }),
});

export const homeRecordSchema = z.object({
  images: slides({ en: "Top slider", km: "ស្លាយខាងលើ" }),
  accident: accidentSchema,
  corporate_title: text({ label: { en: "Corporate section: heading", km: "ផ្នែកសាជីវកម្ម៖ ចំណងជើង" } }),
  corporate_description: longText({ label: { en: "Corporate section: text", km: "ផ្នែកសាជីវកម្ម៖ អត្ថបទ" } }),
  images2: slides({ en: "Second slider (promotions)", km: "ស្លាយទីពីរ (ការផ្សព្វផ្សាយ)" }),
  personal_title: text({ label: { en: "Personal section: heading", km: "ផ្នែកបុគ្គល៖ ចំណងជើង" } }),
  personal_description: longText({ label: { en: "Personal section: text", km: "ផ្នែកបុគ្គល៖ អត្ថបទ" } }),
  why_title: text({ label: { en: "Why choose us: heading", km: "ហេតុអ្វីជ្រើសរើសយើង៖ ចំណងជើង" } }),
  why_image: image({ label: { en: "Why choose us: image", km: "ហេតុអ្វីជ្រើសរើសយើង៖ រូបភាព" } }),
  why_description: describe(
    z.object({
      content: longText({ label: { en: "Text", km: "អត្ថបទ" } }),
      list: points({ label: { en: "Reasons", km: "មូលហេតុ" }, itemLabel: { en: "Reason", km: "មូលហេតុ" } }),
    }),
    { label: { en: "Why choose us: text", km: "ហេតុអ្វីជ្រើសរើសយើង៖ អត្ថបទ" } },
  ),
  testimonails: describe(z.array(testimonialSchema), {
    label: { en: "Testimonials", km: "សក្ខីកម្ម" },
    itemLabel: { en: "Testimonial", km: "សក្ខីកម្ម" },
  }),
});
