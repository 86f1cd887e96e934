// Placeholders and counts in interface strings: English says "1 change" and "2 changes"; Khmer
// has one form for every count, so both of its forms read the same.
import { describe, expect, it } from "vitest";
import { fill, fillCount } from "./fill.ts";
import { adminContentStrings } from "../admin/content/strings.ts";

describe("interface strings", () => {
  it("fills placeholders and leaves unknown ones as they are", () => {
    expect(fill("{item} {n} removed", { item: "Question", n: 3 })).toBe("Question 3 removed");
    expect(fill("{item} {missing}", { item: "Point" })).toBe("Point {missing}");
  });

  it("takes the singular for one and the plural otherwise, in English and Khmer", () => {
    const en = adminContentStrings.en;
    expect([0, 1, 2, 24].map((count) => fillCount(en, "revisionChanges", count))).toEqual([
      "0 changes",
      "1 change",
      "2 changes",
      "24 changes",
    ]);
    expect(fillCount(en, "refused", 1)).toBe("Nothing was saved: 1 field needs attention. It says why beside it.");
    expect(fillCount(en, "stateMissing", 3, { lang: "Khmer" })).toBe("Khmer: 3 fields missing");
    const km = adminContentStrings.km;
    expect(fillCount(km, "revisionChanges", 1)).toBe("ការផ្លាស់ប្តូរ 1");
    expect(fillCount(km, "revisionChanges", 5)).toBe("ការផ្លាស់ប្តូរ 5");
  });
});
