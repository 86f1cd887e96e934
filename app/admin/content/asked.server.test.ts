// A missed search made a FAQ question in one step: the new item at the end of the list in both
// languages, the query in its own language's question, and what is left to fill listed.
import { describe, expect, it } from "vitest";
import { faqEntity } from "../../content/faq/entity.ts";
import { productEntity } from "../../content/products/entity.ts";
import type { Pair } from "../../content/model/values.ts";
import { askedItem } from "./asked.server.ts";

const page = (question: string, answer: string) => ({
  title1: "FAQ",
  subtitle: "Answers",
  image1: "/media/1/faq.jpg",
  faq_details: [{ question, answer, published: true }],
});
const saved: Pair = { en: page("How do I claim?", "Call us."), km: page("តើខ្ញុំទាមទារដោយរបៀបណា?", "ទូរស័ព្ទមកយើង។") };
const at = (query: string) => new URL(`http://x/admin/content/faq/main?${new URLSearchParams(query)}`);
const questions = (value: Pair, lang: "en" | "km") =>
  (value[lang]!.faq_details as { question: string }[]).map((item) => item.question);

describe("a missed search made an item", () => {
  it("adds the question in its language, an empty one beside it, and lists what is left to fill", () => {
    const asked = askedItem(faqEntity, saved, at("ask=ធានារ៉ាប់រងសត្វចិញ្ចឹម&in=km"))!;
    expect(asked.query).toBe("ធានារ៉ាប់រងសត្វចិញ្ចឹម");
    expect(asked.lang).toBe("km");
    expect(questions(asked.value, "km")).toEqual(["តើខ្ញុំទាមទារដោយរបៀបណា?", "ធានារ៉ាប់រងសត្វចិញ្ចឹម"]);
    expect(questions(asked.value, "en")).toEqual(["How do I claim?", ""]);
    expect(asked.value.km!.faq_details).toContainEqual({ question: "ធានារ៉ាប់រងសត្វចិញ្ចឹម", answer: "", published: false });
    const paths = asked.issues.map((issue) => issue.path).sort();
    expect(paths).toEqual(["en.faq_details.1.answer", "en.faq_details.1.question", "km.faq_details.1.answer"]);
    // The saved record is untouched: nothing is stored until the editor saves.
    expect(questions(saved, "km")).toHaveLength(1);
  });

  it("cleans the query as the site search does, and ignores an address that asks for nothing", () => {
    const asked = askedItem(faqEntity, saved, at(`ask=  pet\u0000 insurance\ud800 ${"x".repeat(300)}&in=en`))!;
    expect(asked.query).toBe(`pet insurance ${"x".repeat(300)}`.slice(0, 100));
    expect(askedItem(faqEntity, saved, at("in=km"))).toBeNull();
    expect(askedItem(faqEntity, saved, at("ask=%20%20&in=km"))).toBeNull();
    // An English-only record cannot take a Khmer question; an entity without answers takes none.
    expect(askedItem(faqEntity, { en: saved.en, km: null }, at("ask=x&in=km"))).toBeNull();
    expect(askedItem(productEntity, saved, at("ask=x&in=en"))).toBeNull();
  });
});
