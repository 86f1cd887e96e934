// Interface strings of the product pages: lists, details and the product-class pages.
import { defineStrings } from "../../i18n/define.ts";

/** spec: the download-quotation button has a Khmer label, on English pages too. */
export const quotationLabel = "ទាញយកតារាងសម្រង់តម្លៃ";

export const productStrings = defineStrings({
  en: {
    productRelated: "Product Related",
    relatedError: "An error has occurred",
    gallery: "Photos of",
    showImage: "Show image",
    imageOf: "of",
    questions: "Questions and answers",
  },
  km: {
    productRelated: "ផលិតផលពាក់ព័ន្ធ",
    relatedError: "មានបញ្ហាកើតឡើង",
    gallery: "រូបភាពនៃ",
    showImage: "បង្ហាញរូបភាពទី",
    imageOf: "នៃ",
    questions: "សំណួរ និងចម្លើយ",
  },
});
