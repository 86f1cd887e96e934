import { describe, expect, it } from "vitest";
import { langOf, langOfSearch, parseLang, perLanguage, specSlug, withLang } from "./lang.ts";

describe("language from the query parameter l", () => {
  it("is Khmer only for km, English for anything else", () => {
    expect(parseLang("km")).toBe("km");
    for (const value of ["en", "KM", "fr", "", null, undefined, "km "]) expect(parseLang(value)).toBe("en");
    expect(langOf("http://site/careers?l=km")).toBe("km");
    expect(langOf("http://site/careers?l=km&l=en")).toBe("km");
    expect(langOfSearch("?x=1&l=en")).toBe("en");
  });
});

describe("withLang", () => {
  it("adds l=km to Khmer links and keeps the rest of the URL", () => {
    expect(withLang("/corporate", "km")).toBe("/corporate?l=km");
    expect(withLang("/careers?page=2#open", "km")).toBe("/careers?page=2&l=km#open");
  });

  it("leaves English links clean unless asked to be explicit", () => {
    expect(withLang("/corporate?l=km", "en")).toBe("/corporate");
    expect(withLang("/corporate?l=km", "en", { explicit: true })).toBe("/corporate?l=en");
  });

  it("makes a path of this site of anything: doubled slashes name no host, a script address runs nothing", () => {
    expect(withLang("//", "km")).toBe("/?l=km");
    expect(withLang("//evil.example/x", "en")).toBe("/evil.example/x");
    expect(withLang("javascript:alert(1)", "en")).toBe("alert(1)");
  });
});

describe("specSlug", () => {
  it("appends ?l=km for Khmer lookups, as the spec's slugs do", () => {
    expect(specSlug("/careers/claims-officer", "km")).toBe("/careers/claims-officer?l=km");
    expect(specSlug("/careers/claims-officer", "en")).toBe("/careers/claims-officer");
  });
});

describe("perLanguage", () => {
  it("makes each language's value once, on first use, and shares it after", () => {
    const made: string[] = [];
    const greeting = perLanguage((lang) => {
      made.push(lang);
      return { text: lang === "km" ? "សួស្តី" : "Hello" };
    });
    expect(made).toEqual([]);
    const khmer = greeting("km");
    expect(greeting("km")).toBe(khmer);
    expect(greeting("en").text).toBe("Hello");
    expect(greeting("en")).toBe(greeting("en"));
    expect(made).toEqual(["km", "en"]);
  });
});
