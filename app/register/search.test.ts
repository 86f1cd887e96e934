import { describe, expect, it } from "vitest";
import { escapeLike, searchLimits, searchTerms } from "./search.ts";

describe("search terms", () => {
  it("splits words and keeps quoted phrases whole", () => {
    expect(searchTerms("  Sok   Dara ")).toEqual(["Sok", "Dara"]);
    expect(searchTerms('"six  weeks" garage')).toEqual(["six weeks", "garage"]);
    expect(searchTerms("ការធានារ៉ាប់រង\u200bឡាន")).toEqual(["ការធានារ៉ាប់រង ឡាន"]);
    expect(searchTerms("")).toEqual([]);
    expect(searchTerms('""')).toEqual([]);
    expect(searchTerms("dara dara")).toEqual(["dara"]);
  });

  it("keeps the digits of phone numbers, and drops the trunk prefix of a whole one", () => {
    expect(searchTerms("012-345")).toEqual(["012345"]);
    expect(searchTerms('"012 345 678"')).toEqual(["12345678"]);
    expect(searchTerms('"+855 12 345 678"')).toEqual(["12345678"]);
    expect(searchTerms("+855-012-345-678")).toEqual(["12345678"]);
    expect(searchTerms("CMP-2026-000042")).toEqual(["CMP-2026-000042"]);
    expect(searchTerms("12")).toEqual(["12"]);
    // Typed with spaces and no quotes: the groups of digits are one number.
    expect(searchTerms("+855 12 345 678")).toEqual(["12345678"]);
    expect(searchTerms("Dara 012 345 678 garage")).toEqual(["Dara", "12345678", "garage"]);
    expect(searchTerms("2026 garage")).toEqual(["2026", "garage"]);
  });

  it("bounds the terms", () => {
    expect(searchTerms(Array.from({ length: 20 }, (_, i) => `w${i}`).join(" "))).toHaveLength(searchLimits.terms);
    expect(searchTerms("x".repeat(300))[0]).toHaveLength(searchLimits.termLength);
  });

  it("takes LIKE's wildcards literally", () => {
    expect(escapeLike("100%_\\")).toBe("100\\%\\_\\\\");
  });
});
