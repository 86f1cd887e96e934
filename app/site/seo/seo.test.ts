import { describe, expect, it } from "vitest";
import { pageMeta } from "./seo.ts";

const matches = (lang: "en" | "km") => [
  {
    id: "root",
    loaderData: {
      lang,
      origin: "https://www.example.com",
      site: { company_name: "Tonle General Insurance", meta_description: "Cover" },
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
});
