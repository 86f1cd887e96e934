import { describe, expect, it } from "vitest";
import { pageMeta } from "./seo.ts";

const matches = (lang: "en" | "km") => [
  {
    id: "root",
    loaderData: {
      lang,
      origin: "https://www.example.com",
      site: { company_name: "Tonle General Insurance", meta_description: "Cover" },
      imageFocus: { "/media/motor-1a2b.jpg": "25% 87.5%" },
    },
  },
];

describe("pageMeta", () => {
  it("titles the page with the company name and links both languages", () => {
    const meta = pageMeta(
      { location: { pathname: "/claims", search: "?l=km" }, matches: matches("km") },
      { title: "Claims" },
    );
    expect(meta).toContainEqual({ title: "Claims | Tonle General Insurance" });
    expect(meta).toContainEqual({ name: "description", content: "Cover" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://www.example.com/claims?l=km" });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "en",
      href: "https://www.example.com/claims",
    });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "km",
      href: "https://www.example.com/claims?l=km",
    });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: "https://www.example.com/claims",
    });
  });

  it("describes the link preview card: the page's title, description and picture, else the site's", () => {
    const card = (image?: string) =>
      pageMeta(
        { location: { pathname: "/personal/motor", search: "?l=km" }, matches: matches("km") },
        { title: "ធានារ៉ាប់រងរថយន្ត", description: "ការការពារ", image },
      ).filter((tag) => "property" in tag || ("name" in tag && String(tag.name).startsWith("twitter:")));
    expect(card("/media/motor-1a2b.jpg")).toEqual([
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: "Tonle General Insurance" },
      { property: "og:title", content: "ធានារ៉ាប់រងរថយន្ត" },
      { property: "og:description", content: "ការការពារ" },
      { property: "og:url", content: "https://www.example.com/personal/motor?l=km" },
      { property: "og:locale", content: "km_KH" },
      // Its share card, cut around its focal point (rounded to tens of percent).
      { property: "og:image", content: "https://www.example.com/_img/card-30-90/jpeg/media/motor-1a2b.jpg" },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { name: "twitter:card", content: "summary_large_image" },
    ]);
    expect(card("/demo/products/motor.jpg")).toContainEqual({
      property: "og:image",
      content: "https://www.example.com/_img/card-50-50/jpeg/demo/products/motor.jpg",
    });
    expect(card()).toContainEqual({ property: "og:image", content: "https://www.example.com/icons/icon-512.png" });
    expect(card()).toContainEqual({ name: "twitter:card", content: "summary" });
  });
});
