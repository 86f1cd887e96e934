// What staff type in the register's search box, made into LIKE patterns. Every term must occur
// somewhere in the record's search text (reference, name, e-mail, phone, company, message), as
// a substring: Khmer writes words without spaces between them, so words cannot be told apart,
// and a fragment of a name or reference is what staff remember. Case, zero-width spaces and the
// Khmer look-alike subscripts are evened out in SQL (register_search_normalise), on both sides.

export const searchLimits = { terms: 8, termLength: 100, input: 500 } as const;

/** Counts under a search stop at this many matches (see countComplaints). */
export const searchCountCap = 1000;

/**
 * The terms of a search: words, or "quoted phrases" kept whole; groups of digits written one
 * after another (012 345 678) are one term, as a phone number typed with spaces. A term that
 * looks like a phone number ("012-345 678") keeps its digits only, as the search text holds each
 * phone number's digits too; a whole number (8 digits or more) also loses its trunk prefix, 0 or
 * Cambodia's 855, so "012 345 678" and "+855 12 345 678" find each other.
 */
export function searchTerms(input: string): string[] {
  const terms: string[] = [];
  for (const match of input
    .slice(0, searchLimits.input)
    .matchAll(/"([^"]*)"|([+(]*\d[\d\-().]*(?:\s+[(]?\d[\d\-().]*)+(?=\s|$))|(\S+)/g)) {
    let term = (match[1] ?? match[2] ?? match[3] ?? "").replace(/[\s\u200b]+/g, " ").trim();
    if (/^[\d\s+\-().]+$/.test(term) && (term.match(/\d/g)?.length ?? 0) >= 3) {
      term = term.replace(/\D/g, "");
      if (term.length >= 8) term = term.replace(/^(?:855)?0?/, "");
    }
    term = term.replace(/"/g, "").slice(0, searchLimits.termLength);
    if (term && !terms.includes(term)) terms.push(term);
    if (terms.length === searchLimits.terms) break;
  }
  return terms;
}

/** A term with LIKE's wildcards (and the escape character) taken literally. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`);
}
