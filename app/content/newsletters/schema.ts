// The newsletters page (/newsletters), the newsletters (/newsletters/<slug>) and their authors
// (spec: tables newsletters, newsletter_details, profiles).
import { z } from "../../validation/zod.ts";
import {
  dateTime,
  describe,
  document,
  image,
  itemKey,
  longText,
  optionalImage,
  optionalText,
  pageIntro,
  points,
  publishedPerLanguage,
  text,
} from "../model/fields.ts";

export const newslettersPageSchema = z.object(pageIntro());

/** A block of a newsletter's text: a paragraph or a list of points. */
export const blockSchema = describe(
  z.discriminatedUnion("type", [
    z.object({ type: z.enum(["text"]), data: longText({ label: { en: "Paragraph", km: "កថាខណ្ឌ" } }) }),
    z.object({
      type: z.enum(["list"]),
      data: points({ label: { en: "Points", km: "ចំណុច" }, itemLabel: { en: "Point", km: "ចំណុច" } }),
    }),
  ]),
  { options: { text: { en: "Paragraph", km: "កថាខណ្ឌ" }, list: { en: "List of points", km: "បញ្ជីចំណុច" } } },
);

export const newsletterSchema = z.object({
  slug: itemKey({
    hint: {
      en: "The newsletter's page is /newsletters/ followed by this.",
      km: "ទំព័រនៃព្រឹត្តិបត្រគឺ /newsletters/ បន្តដោយពាក្យនេះ។",
    },
  }),
  title: text(),
  category: text({ label: { en: "Category", km: "ប្រភេទ" } }),
  excerpt: longText({ label: { en: "Summary (on the cards)", km: "សេចក្តីសង្ខេប (នៅលើកាត)" } }),
  description: describe(z.array(blockSchema), {
    label: { en: "Text", km: "អត្ថបទ" },
    itemLabel: { en: "Block", km: "ប្លុក" },
  }),
  image1: image({ label: { en: "Picture", km: "រូបភាព" } }),
  created_at: dateTime({
    shared: true,
    label: { en: "Published on", km: "ចុះផ្សាយនៅ" },
    hint: {
      en: "The date shown on the page, newest first on the newsletters page. It publishes nothing: to publish at a set time, use Publication beside Save.",
      km: "កាលបរិច្ឆេទដែលបង្ហាញនៅលើទំព័រ ថ្មីបំផុតមុនគេនៅលើទំព័រព្រឹត្តិបត្រ។ វាមិនផ្សព្វផ្សាយអ្វីទេ៖ ដើម្បីផ្សព្វផ្សាយនៅពេលកំណត់ សូមប្រើ «ការផ្សព្វផ្សាយ» នៅក្បែរប៊ូតុងរក្សាទុក។",
    },
  }),
  attachfile: describe(
    z
      .object({
        title: text({ label: { en: "Name of the file", km: "ឈ្មោះឯកសារ" } }),
        url: document({ label: { en: "File", km: "ឯកសារ" } }),
      })
      .nullable(),
    { label: { en: "Attached file", km: "ឯកសារភ្ជាប់" } },
  ),
  author_handle: optionalText({
    shared: true,
    widget: "choice",
    choicesFrom: "authors",
    label: { en: "Author", km: "អ្នកនិពន្ធ" },
    hint: {
      en: "One of the newsletter authors, or none. Authors are edited under “Newsletter authors”.",
      km: "អ្នកនិពន្ធព្រឹត្តិបត្រម្នាក់ ឬគ្មាន។ អ្នកនិពន្ធត្រូវបានកែសម្រួលនៅក្រោម «អ្នកនិពន្ធព្រឹត្តិបត្រ»។",
    },
  }),
  published: publishedPerLanguage(),
});

/** An author (profiles: one for both languages). */
export const authorSchema = z.object({
  handle: itemKey({
    label: { en: "Handle", km: "ឈ្មោះសម្គាល់" },
    hint: { en: "Newsletters name their author by it.", km: "ព្រឹត្តិបត្រកំណត់អ្នកនិពន្ធរបស់វាតាមរយៈឈ្មោះនេះ។" },
  }),
  display_name: text({ label: { en: "Name shown", km: "ឈ្មោះដែលបង្ហាញ" } }),
  avatar_url: optionalImage({ label: { en: "Picture", km: "រូបភាព" } }),
});
