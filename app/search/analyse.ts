// How the site search reads text (issue 41), the same at index time and at query time: Khmer is
// written without spaces between words, so words are found by ICU's dictionary segmentation
// (Intl.Segmenter, full ICU in Node), after the spellings a Khmer keyboard varies are made one;
// English words are stemmed ("claims" → "claim"). Khmer syllable pairs ("grams") find a word the
// dictionary splits badly, or a part of a compound; they rank below whole words.
import { stemmer } from "stemmer";

const wordSegmenter = new Intl.Segmenter("km", { granularity: "word" });
const graphemes = new Intl.Segmenter("km", { granularity: "grapheme" });

const khmerLetter = /[\u1780-\u17FF\u19E0-\u19FF]/;
const khmerRun = /[\u1780-\u17FF\u19E0-\u19FF]+/g;
// Zero-width space, non-joiner, joiner, word joiner, byte order mark, soft hyphen.
const invisible = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;

/**
 * One spelling for what Khmer keyboards let people type in two orders, as Unicode's Khmer
 * encoding recommends: a subscript RO after the other subscript (ស្រ្តី → ស្ត្រី); a subscript
 * before the vowel; register shifters before the vowel; the vowel before the signs above and
 * after it (ំុ → ុំ); subscript DA as the subscript TA it looks like; Khmer digits as Western digits; the deprecated independent vowels as
 * their letters.
 */
export function normaliseKhmer(text: string): string {
  let previous;
  let next = text.normalize("NFC").replace(invisible, "");
  do {
    previous = next;
    next = next
      .replace(/(\u17D2\u179A)(\u17D2[\u1780-\u17A2])/g, "$2$1")
      .replace(/([\u17B6-\u17C5])(\u17D2[\u1780-\u17A2])/g, "$2$1")
      .replace(/([\u17B6-\u17C5])([\u17C9\u17CA])/g, "$2$1")
      .replace(/([\u17C6-\u17C8])([\u17B6-\u17C5])/g, "$2$1")
      // Subscript DA and subscript TA look the same and are typed for each other: one of them.
      .replace(/\u17D2\u178A/g, "\u17D2\u178F");
  } while (next !== previous);
  return next
    .replace(/[\u17E0-\u17E9]/g, (digit) => String(digit.charCodeAt(0) - 0x17e0))
    .replace(/\u17A3/g, "\u17A2")
    .replace(/\u17A4/g, "\u17A2\u17B6");
}

// Words that say nothing of what is looked for, in questions typed as sentences.
const stopWords = new Set([
  ..."a an and are as at be by can do does for from get how i in is it me my of on or our the this to what when where which who why will with you your".split(
    " ",
  ),
  ..."តើ ខ្ញុំ យើង អ្នក របស់ នៅ និង ឬ ជា ដែល ក្នុង មួយ បាន ចង់ ដើម្បី ទៅ ពី នេះ នោះ យ៉ាងដូចម្តេច ដូចម្តេច ណា អ្វី ប៉ុន្មាន យ៉ាងដូច ម្តេច".split(
    " ",
  ),
]);

/** A word as the index keeps it: Khmer normalised, other scripts lower-cased and stemmed. */
function termOf(word: string): string {
  if (khmerLetter.test(word)) return word;
  const lower = word.toLowerCase().replace(/['’]/g, "");
  return /^[a-z]+$/.test(lower) ? stemmer(lower) : lower;
}

export interface Token {
  /** The word as written (normalised), for marking it in a snippet. */
  word: string;
  /** What is indexed and looked up. */
  term: string;
  /** Where it starts in the normalised text. */
  index: number;
}

/** The text as searched: invisible characters gone, Khmer in one spelling. */
export const searchableText = (text: string) => normaliseKhmer(text.toWellFormed());

/** The words of a text, in order, with their terms; stop words left out unless `keepStopWords`. */
export function tokens(text: string, { keepStopWords = false } = {}): Token[] {
  const found: Token[] = [];
  for (const { segment, index, isWordLike } of wordSegmenter.segment(searchableText(text))) {
    if (!isWordLike) continue;
    const word = segment.toLowerCase();
    if (!keepStopWords && stopWords.has(word)) continue;
    found.push({ word: segment, term: termOf(segment), index });
  }
  return found;
}

/** Khmer syllable pairs of a text's Khmer runs, marked apart from words ("~" first). */
export function grams(text: string): string[] {
  const pairs = new Set<string>();
  for (const run of searchableText(text).match(khmerRun) ?? []) {
    const clusters = [...graphemes.segment(run)].map(({ segment }) => segment);
    for (let i = 0; i + 1 < clusters.length; i++) pairs.add(`~${clusters[i]}${clusters[i + 1]}`);
  }
  return [...pairs];
}

/** A lexeme as a tsvector or tsquery literal: quoted, so no character in it is an operator. */
export const quotedLexeme = (lexeme: string) => `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

/** The distinct terms of a text, for the index. */
export const termsOf = (text: string): string[] => [...new Set(tokens(text).map((token) => token.term))];

/** The distinct surface words of a text of Latin script, lower-cased: the vocabulary for "Did you mean". */
export const latinWords = (text: string): string[] => [
  ...new Set(
    tokens(text)
      .map((token) => token.word.toLowerCase())
      .filter((word) => /^[a-z]{3,}$/.test(word)),
  ),
];
