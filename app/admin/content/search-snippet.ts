// How a search engine cuts a page's title and description in its results (issue 45): by width,
// not by characters: about 580 px of 20 px Arial for the title and 920 px of 14 px Arial for the
// description in a desktop's results. A cut falls between grapheme clusters (never inside a Khmer
// syllable's stack), at a word's end when one is near, and is marked with "…".

export const snippetLimits = {
  title: { px: 580, font: '20px Arial, "Noto Sans Khmer Variable", sans-serif' },
  description: { px: 920, font: '14px Arial, "Noto Sans Khmer Variable", sans-serif' },
} as const;

export interface Cut {
  shown: string;
  cut: boolean;
  /** The whole text's width in pixels. */
  width: number;
}

const ellipsis = "…";

/** `text` as a result shows it within `limit` pixels, `measure` giving a string's width. */
export function cutToWidth(text: string, limit: number, measure: (text: string) => number, lang = "en"): Cut {
  const whole = text.replace(/\s+/g, " ").trim();
  const width = measure(whole);
  if (width <= limit) return { shown: whole, cut: false, width };
  const room = limit - measure(ellipsis);
  let kept = "";
  for (const { segment } of new Intl.Segmenter(lang, { granularity: "grapheme" }).segment(whole)) {
    if (measure(kept + segment) > room) break;
    kept += segment;
  }
  // Back to the end of the last whole word, unless that loses more than a fifth.
  let wordEnd = 0;
  for (const { index, segment, isWordLike } of new Intl.Segmenter(lang, { granularity: "word" }).segment(whole)) {
    if (index + segment.length > kept.length) break;
    if (isWordLike) wordEnd = index + segment.length;
  }
  const shown = wordEnd >= kept.length * 0.8 ? kept.slice(0, wordEnd) : kept;
  return { shown: `${shown.trimEnd()} ${ellipsis}`.replace(/ …$/, ellipsis), cut: true, width };
}
