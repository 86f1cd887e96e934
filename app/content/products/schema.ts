// Product pages (/corporate/{slug}, /personal/{slug}; spec: tables menus and menu_images): the one
// description of a product in one language, read by the public page (read.server.ts extends
// it with the ids and joins of its query) and edited by the back office.
//
// The address: the table keeps the whole path ("/corporate/fire-insurance"); the record shows it
// as two shared fields, `section` and `slug` (its last part), and the editor's key joins them
// with a dash ("corporate-fire-insurance": sections have no dash, so the key splits back at its
// first one). products/store.server.ts maps between the two.
//
// The questions' ids (qaas[].id in the JSON column) are not edited: the store numbers them 1…n
// on every save (the public page uses them as list keys only).
//
// The related products of the page's slider are not stored with the product: they are the other
// entries under the same parent in the menu (get_menus_by_slug reads menu_items), edited there.
import { z } from "../../validation/zod.ts";
import {
  describe,
  image,
  longText,
  optionalText,
  optionalUrl,
  points,
  publishedPerLanguage,
  text,
} from "../model/fields.ts";

/** spec: a detail gallery shows at most 5 images. */
export const galleryLimit = 5;

export const productSections = ["corporate", "personal"] as const;

const answerList = () => points({ label: { en: "Points", km: "ចំណុច" }, itemLabel: { en: "Point", km: "ចំណុច" } });

/** An answer is a paragraph, a bulleted list or a numbered list. */
const answerSchema = describe(
  z.discriminatedUnion("type", [
    z.object({ type: z.literal("text"), data: longText({ label: { en: "Answer", km: "ចម្លើយ" } }) }),
    z.object({ type: z.literal("list"), data: answerList() }),
    z.object({ type: z.literal("listi"), data: answerList() }),
  ]),
  {
    label: { en: "Answer", km: "ចម្លើយ" },
    options: {
      text: { en: "Paragraph", km: "កថាខណ្ឌ" },
      list: { en: "Bulleted list", km: "បញ្ជីចំណុច" },
      listi: { en: "Numbered list", km: "បញ្ជីលេខរៀង" },
    },
  },
);

export const qaSchema = z.object({
  question: text({ label: { en: "Question", km: "សំណួរ" } }),
  answer: answerSchema,
});

export const galleryImageSchema = z.object({
  src: image({ label: { en: "Image", km: "រូបភាព" }, fromImage: { alt: "alt" } }),
  alt: text({ label: { en: "Alternative text", km: "អត្ថបទជំនួស" } }),
});

export const productSchema = z.object({
  section: describe(z.enum(productSections), {
    shared: true,
    label: { en: "Section", km: "ផ្នែក" },
    options: { corporate: { en: "Corporate", km: "សាជីវកម្ម" }, personal: { en: "Personal", km: "បុគ្គល" } },
  }),
  slug: text({
    widget: "slug",
    shared: true,
    label: { en: "Web address", km: "អាសយដ្ឋានគេហទំព័រ" },
    hint: {
      en: "The last part of the address, e.g. fire-insurance for /corporate/fire-insurance: lower-case words joined by dashes. The product is listed on its section's page and in the menu once the menu has an entry for this address (Menu); a new address leaves the menu's old links behind.",
      km: "ផ្នែកចុងក្រោយនៃអាសយដ្ឋាន ឧ. fire-insurance សម្រាប់ /corporate/fire-insurance៖ ពាក្យអក្សរតូចភ្ជាប់ដោយសញ្ញាដាច់ (-)។ ផលិតផលបង្ហាញនៅលើទំព័រផ្នែករបស់វា និងក្នុងម៉ឺនុយ លុះត្រាតែម៉ឺនុយមានធាតុសម្រាប់អាសយដ្ឋាននេះ (ម៉ឺនុយ)។ អាសយដ្ឋានថ្មីមិនប្តូរតំណចាស់ៗក្នុងម៉ឺនុយទេ។",
    },
  }),
  title: text({ label: { en: "Title", km: "ចំណងជើង" } }),
  description: describe(z.array(longText({ label: { en: "Paragraph", km: "កថាខណ្ឌ" } })).min(1), {
    label: { en: "Description", km: "ការពិពណ៌នា" },
    itemLabel: { en: "Paragraph", km: "កថាខណ្ឌ" },
  }),
  images: describe(z.array(galleryImageSchema).max(galleryLimit), {
    label: { en: "Gallery", km: "វិចិត្រសាលរូបភាព" },
    itemLabel: { en: "Image", km: "រូបភាព" },
    maxItems: galleryLimit,
    hint: {
      en: `At most ${galleryLimit} images, shown in this order.`,
      km: `រូបភាពយ៉ាងច្រើន ${galleryLimit} បង្ហាញតាមលំដាប់នេះ។`,
    },
  }),
  qaas: describe(z.array(qaSchema), {
    label: { en: "Questions and answers", km: "សំណួរ និងចម្លើយ" },
    itemLabel: { en: "Question", km: "សំណួរ" },
  }),
  title2: optionalText({
    label: { en: "Heading of related products", km: "ចំណងជើងផលិតផលពាក់ព័ន្ធ" },
    hint: {
      en: "Empty: “Product Related”. The products of this slider are the other entries beside this one in the menu (Menu), not chosen here.",
      km: "ទទេ៖ “Product Related”។ ផលិតផលក្នុងស្លាយនេះ គឺធាតុផ្សេងទៀតនៅជាប់ផលិតផលនេះក្នុងម៉ឺនុយ (ម៉ឺនុយ) មិនមែនជ្រើសរើសនៅទីនេះទេ។",
    },
  }),
  quotation_url: optionalUrl({
    label: { en: "Quotation form", km: "ទម្រង់សម្រង់តម្លៃ" },
    hint: {
      en: "Personal products only: the address of the quotation form the “download quotation” button opens (a file of the media library, or a link).",
      km: "សម្រាប់ផលិតផលបុគ្គលតែប៉ុណ្ណោះ៖ អាសយដ្ឋាននៃទម្រង់សម្រង់តម្លៃ ដែលប៊ូតុង “ទាញយកសម្រង់តម្លៃ” បើក (ឯកសារពីបណ្ណាល័យមេឌៀ ឬតំណ)។",
    },
  }),
  published: publishedPerLanguage(),
});
