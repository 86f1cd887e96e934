import { describe, expect, it } from "vitest";
import { grams, normaliseKhmer, termsOf, tokens } from "./analyse.ts";

describe("the search's reading of text", () => {
  it("gives both spellings a Khmer keyboard allows the same tokens", () => {
    const pairs = [
      ["ស្រ្តី", "ស្ត្រី"], // subscript RO before or after the other subscript
      ["ក\u17C6\u17BB", "ក\u17BB\u17C6"], // NIKAHIT before or after the vowel U
      ["បណ្ដឹង", "បណ្តឹង"], // subscript DA for subscript TA
      ["ធានា\u200Bរ៉ាប់រង", "ធានារ៉ាប់រង"], // a zero-width space typed in
      ["ធានា\u200Dរ៉ាប់រង\uFEFF", "ធានារ៉ាប់រង"], // a joiner and a byte order mark
      ["០២៣ ២១៨", "023 218"], // Khmer digits
    ];
    for (const [typed, other] of pairs) {
      expect(normaliseKhmer(typed!)).toBe(normaliseKhmer(other!));
      expect(termsOf(typed!)).toEqual(termsOf(other!));
    }
  });

  it("splits Khmer written without spaces into words", () => {
    expect(termsOf("ធានារ៉ាប់រងរថយន្ត")).toEqual(["ធានារ៉ាប់រង", "រថយន្ត"]);
    expect(termsOf("ខ្ញុំចង់ទាមទារសំណងឡាន")).toEqual(["ទាមទារ", "សំណង", "ឡាន"]);
  });

  it("finds a compound word by its part through syllable pairs", () => {
    const compound = new Set(grams("មន្ទីរពេទ្យ"));
    expect(grams("ពេទ្យ").every((pair) => compound.has(pair))).toBe(true);
    expect(grams("ពេទ្យ").length).toBeGreaterThan(0);
    expect(grams("car insurance")).toEqual([]);
  });

  it("stems English words and leaves out words that say nothing", () => {
    expect(termsOf("Claims")).toEqual(termsOf("claim"));
    expect(termsOf("garages")).toEqual(termsOf("garage"));
    expect(termsOf("How do I make a claim for my car?")).toEqual(["make", "claim", "car"]);
    expect(tokens("How do I", { keepStopWords: true }).map((token) => token.term)).toEqual(["how", "do", "i"]);
  });

  it("keeps where each word starts, for marking it", () => {
    const text = "Motor Insurance for your car";
    for (const token of tokens(text)) expect(text.slice(token.index, token.index + token.word.length)).toBe(token.word);
  });
});
