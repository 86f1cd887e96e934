import type { FaqDetail } from "../../content/faq/read.server.ts";

/** schema.org FAQPage of the FAQ page's questions and answers. */
export function faqPageJsonLd(details: FaqDetail[], lang: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: lang,
    mainEntity: details.map((detail) => ({
      "@type": "Question",
      name: detail.question,
      acceptedAnswer: { "@type": "Answer", text: detail.answer },
    })),
  };
}
