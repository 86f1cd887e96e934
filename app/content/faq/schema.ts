// The FAQ page (/faq) and its questions (spec: tables faqs, faq_details).
import { z } from "../../validation/zod.ts";
import { describe, image, longText, published, text } from "../model/fields.ts";

export const faqItemSchema = z.object({
  question: text({ label: { en: "Question", km: "សំណួរ" } }),
  answer: longText({ label: { en: "Answer", km: "ចម្លើយ" } }),
  published: published(),
});

export const faqPageSchema = z.object({
  title1: text(),
  subtitle: longText(),
  image1: image({ label: { en: "Banner", km: "រូបបដា" } }),
  faq_details: describe(z.array(faqItemSchema), {
    label: { en: "Questions", km: "សំណួរ" },
    itemLabel: { en: "Question", km: "សំណួរ" },
  }),
});
