// The search result's cut (issue 45): by width, between grapheme clusters, at a word's end when near.
import { describe, expect, it } from "vitest";
import { cutToWidth } from "./search-snippet.ts";

// Each grapheme cluster 10 px wide: a test's widths are exact.
const measure = (text: string) => [...new Intl.Segmenter("km", { granularity: "grapheme" }).segment(text)].length * 10;

describe("cutToWidth", () => {
  it("keeps a text that fits whole", () => {
    expect(cutToWidth("Motor insurance", 580, measure)).toEqual({ shown: "Motor insurance", cut: false, width: 150 });
  });

  it("cuts a long English title at a word's end, marked", () => {
    const cut = cutToWidth("Comprehensive motor insurance for cars and motorbikes", 300, measure);
    expect(cut).toMatchObject({ cut: true, width: 530 });
    expect(cut.shown).toBe("Comprehensive motor insurance…");
    expect(measure(cut.shown)).toBeLessThanOrEqual(300);
  });

  it("never splits a Khmer cluster: a subscript stays with its consonant", () => {
    const title = "ការធានារ៉ាប់រងសុខភាពសម្រាប់គ្រួសារ និងបុគ្គល";
    const cut = cutToWidth(title, 120, measure, "km");
    expect(cut.cut).toBe(true);
    const kept = cut.shown.replace(/…$/, "");
    expect(title.startsWith(kept)).toBe(true);
    // What follows the cut does not begin with a sign or subscript that belongs to the kept cluster.
    expect(title.slice(kept.length)).toMatch(/^[\u1780-\u17B3\s]/);
    expect(measure(cut.shown)).toBeLessThanOrEqual(120);
  });
});
