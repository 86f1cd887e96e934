import { tableStore } from "../model/store.server.ts";
import { faqEntity } from "./entity.ts";

export const faqStore = tableStore(faqEntity, {
  table: "faqs",
  children: [{ field: "faq_details", table: "faq_details" }],
});
