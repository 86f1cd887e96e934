// What changed between two versions of a record, as a person reads it (issue 31): one row per
// field, English and Khmer side by side, the changed words marked; a list's item that moved is
// "moved up", one added or removed is said so, not "24 changes"; an image is an image, a tick is
// "yes" or "no". Never JSON. Computed on the server (its ICU splits Khmer into words; the
// browsers staff use may have no Khmer data) and sent to the page as plain data.
import type { Lang } from "../../i18n/lang.ts";
import type { Field } from "./field.ts";
import type { Pair, Path } from "./values.ts";

/** A piece of text, marked when it is what changed. */
export interface Piece {
  text: string;
  changed: boolean;
}

export type Shown =
  | { type: "empty" }
  | { type: "text"; pieces: Piece[] }
  | { type: "lines"; lines: Piece[] }
  | { type: "image"; src: string }
  | { type: "yes" }
  | { type: "no" }
  /** An optional group of fields that is there or not ("Include Reports to"). */
  | { type: "included" }
  | { type: "left-out" }
  /** An enum's or a union's choice: its key, named by the page from the field's options. */
  | { type: "choice"; value: string };

type DiffEvent =
  { type: "changed" } | { type: "moved"; from: number; to: number } | { type: "added" } | { type: "removed" };

export interface DiffRow {
  /** The steps to the field, without the language: ["qaas", 2, "answer"]. */
  path: Path;
  event: DiffEvent;
  sides: Partial<Record<Lang, { before: Shown; after: Shown }>>;
}

const json = (value: unknown) => JSON.stringify(value ?? null);
const same = (a: unknown, b: unknown) => json(a) === json(b);

/** The longest common subsequence of two lists of keys, as pairs of indexes. */
function commonRun(a: string[], b: string[]): [number, number][] {
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      table[i]![j] = a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if (table[i + 1]![j]! > table[i]![j + 1]!) i++;
    else j++;
  }
  return pairs;
}

/** Words and the spaces between them (Khmer words too, which are written without spaces). */
function words(text: string, lang: Lang): string[] {
  const segmenter = new Intl.Segmenter(lang, { granularity: "word" });
  return [...segmenter.segment(text)].map((segment) => segment.segment);
}

/** The two texts in pieces, the words of each that the other lacks marked. */
function wordDiff(before: string, after: string, lang: Lang): [Piece[], Piece[]] {
  const a = words(before, lang);
  const b = words(after, lang);
  // Two long texts rewritten through: marked whole rather than compared word by word.
  if (a.length * b.length > 4_000_000) return [[{ text: before, changed: true }], [{ text: after, changed: true }]];
  const kept = commonRun(a, b);
  const keptA = new Set(kept.map(([i]) => i));
  const keptB = new Set(kept.map(([, j]) => j));
  return [piecesOf(a, keptA), piecesOf(b, keptB)];
}

/**
 * Neighbouring tokens of the same kind joined into one piece. A space is marked only between two
 * changed words, so that a changed phrase reads as one mark.
 */
function piecesOf(tokens: string[], kept: Set<number>): Piece[] {
  const pieces: Piece[] = [];
  const isChanged = (index: number) =>
    index >= 0 && index < tokens.length && !kept.has(index) && tokens[index]!.trim() !== "";
  tokens.forEach((token, index) => {
    const changed = token.trim() === "" ? isChanged(index - 1) && isChanged(index + 1) : !kept.has(index);
    const last = pieces.at(-1);
    if (last && last.changed === changed) last.text += token;
    else pieces.push({ text: token, changed });
  });
  return pieces;
}

/** A value as the page shows it on its own (not compared). */
function shown(field: Field, value: unknown): Shown {
  if (value === null || value === undefined || value === "") return { type: "empty" };
  switch (field.kind) {
    case "boolean":
      return { type: value ? "yes" : "no" };
    case "enum":
      return { type: "choice", value: String(value) };
    case "object":
      return { type: "included" };
    case "text":
      return field.widget === "image"
        ? { type: "image", src: String(value) }
        : { type: "text", pieces: [{ text: String(value), changed: false }] };
    case "array":
      return {
        type: "lines",
        lines: (value as unknown[]).map((item) => ({ text: typeof item === "string" ? item : "", changed: false })),
      };
    default:
      return { type: "text", pieces: [{ text: String(value), changed: false }] };
  }
}

interface Change {
  path: Path;
  event: DiffEvent;
  before: Shown;
  after: Shown;
}

function leafChange(field: Field, before: unknown, after: unknown, path: Path, lang: Lang): Change {
  const textual =
    field.kind === "text" && field.widget !== "image" && typeof before === "string" && typeof after === "string";
  if (textual && before !== "" && after !== "") {
    const [a, b] = wordDiff(before, after, lang);
    return {
      path,
      event: { type: "changed" },
      before: { type: "text", pieces: a },
      after: { type: "text", pieces: b },
    };
  }
  return { path, event: { type: "changed" }, before: shown(field, before), after: shown(field, after) };
}

/** Lines of a list of texts (bullets), removed and added lines marked. */
function linesChange(before: unknown[], after: unknown[], path: Path): Change {
  const a = before.map(String);
  const b = after.map(String);
  const kept = commonRun(a, b);
  const keptA = new Set(kept.map(([i]) => i));
  const keptB = new Set(kept.map(([, j]) => j));
  return {
    path,
    event: { type: "changed" },
    before: { type: "lines", lines: a.map((text, i) => ({ text, changed: !keptA.has(i) })) },
    after: { type: "lines", lines: b.map((text, j) => ({ text, changed: !keptB.has(j) })) },
  };
}

function listChanges(
  field: Extract<Field, { kind: "array" }>,
  before: unknown[],
  after: unknown[],
  path: Path,
  lang: Lang,
) {
  const a = before.map(json);
  const b = after.map(json);
  const kept = commonRun(a, b);
  const freeA = new Set(a.keys());
  const freeB = new Set(b.keys());
  for (const [i, j] of kept) {
    freeA.delete(i);
    freeB.delete(j);
  }
  const changes: Change[] = [];
  // An item found unchanged elsewhere in the list has moved.
  for (const j of [...freeB]) {
    const i = [...freeA].find((index) => a[index] === b[j]);
    if (i === undefined) continue;
    freeA.delete(i);
    freeB.delete(j);
    changes.push({
      path: [...path, j],
      event: { type: "moved", from: i, to: j },
      before: { type: "empty" },
      after: { type: "empty" },
    });
  }
  // The rest, in order: an item changed where it stands, else added or removed.
  const restA = [...freeA].sort((x, y) => x - y);
  const restB = [...freeB].sort((x, y) => x - y);
  restB.forEach((j, n) => {
    const i = restA[n];
    if (i !== undefined) changes.push(...changesOf(field.item, before[i], after[j], [...path, j], lang));
    else
      changes.push({
        path: [...path, j],
        event: { type: "added" },
        before: { type: "empty" },
        after: { type: "empty" },
      });
  });
  for (const i of restA.slice(restB.length))
    changes.push({
      path: [...path, i],
      event: { type: "removed" },
      before: { type: "empty" },
      after: { type: "empty" },
    });
  return changes;
}

function changesOf(field: Field, before: unknown, after: unknown, path: Path, lang: Lang): Change[] {
  if (same(before, after)) return [];
  switch (field.kind) {
    case "object": {
      if (before === null || before === undefined || after === null || after === undefined)
        return [
          {
            path,
            event: { type: "changed" },
            before: before ? { type: "included" } : { type: "left-out" },
            after: after ? { type: "included" } : { type: "left-out" },
          },
        ];
      const b = before as Record<string, unknown>;
      const a = after as Record<string, unknown>;
      return field.fields.flatMap(([key, child]) => changesOf(child, b[key], a[key], [...path, key], lang));
    }
    case "array": {
      const b = Array.isArray(before) ? before : [];
      const a = Array.isArray(after) ? after : [];
      return field.item.kind === "text" ? [linesChange(b, a, path)] : listChanges(field, b, a, path, lang);
    }
    case "union": {
      const b = before as Record<string, unknown> | null;
      const a = after as Record<string, unknown> | null;
      const kind = (value: Record<string, unknown> | null) => String(value?.[field.discriminator] ?? "");
      const variant = field.variants.find((option) => option.value === kind(a));
      if (kind(b) !== kind(a) || !variant)
        return [
          {
            path,
            event: { type: "changed" },
            before: { type: "choice", value: kind(b) },
            after: { type: "choice", value: kind(a) },
          },
        ];
      return changesOf(variant.item, b, a, path, lang);
    }
    default:
      return [leafChange(field, before, after, path, lang)];
  }
}

const rowKey = (change: Change) => `${json(change.path)}:${json(change.event)}`;

/** Every change between two versions of a record, field by field, both languages on one row. */
export function diffRecord(record: Field, before: Pair, after: Pair, langs: readonly Lang[]): DiffRow[] {
  const rows = new Map<string, DiffRow>();
  for (const lang of langs) {
    const b = before[lang];
    const a = after[lang];
    if (b === null && a === null) continue;
    for (const change of changesOf(record, b ?? {}, a ?? {}, [], lang)) {
      const key = rowKey(change);
      const row = rows.get(key) ?? { path: change.path, event: change.event, sides: {} };
      row.sides[lang] = { before: change.before, after: change.after };
      rows.set(key, row);
    }
  }
  return [...rows.values()];
}
