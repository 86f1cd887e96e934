// A record in both languages, and the plain-value helpers the editor and the history share:
// reading and replacing a value at a path, and the list of what changed between two versions.
import type { Lang } from "../../i18n/lang.ts";

/** A record as the editor holds it: the English and the Khmer version; null where one does not exist. */
export type Pair = Record<Lang, Record<string, unknown> | null>;

export type Path = (string | number)[];

export const pathText = (path: Path) => path.join(".");

export function getAt(value: unknown, path: Path): unknown {
  let node = value;
  for (const step of path) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string | number, unknown>)[step];
  }
  return node;
}

/** A copy of `value` with `leaf` at `path` (objects and arrays along the way are copied, not changed). */
export function setAt<T>(value: T, path: Path, leaf: unknown): T {
  if (path.length === 0) return leaf as T;
  const [step, ...rest] = path as [string | number, ...Path];
  const container = (value ?? (typeof step === "number" ? [] : {})) as Record<string | number, unknown> | unknown[];
  const copy = (Array.isArray(container) ? [...container] : { ...container }) as Record<string | number, unknown>;
  copy[step] = setAt(copy[step], rest, leaf);
  return copy as T;
}

export interface Change {
  path: string;
  before: unknown;
  after: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** Every leaf that differs between two versions (a list compared item by item), in document order. */
export function changesBetween(before: unknown, after: unknown, path: Path = []): Change[] {
  if (Array.isArray(before) && Array.isArray(after)) {
    const length = Math.max(before.length, after.length);
    return Array.from({ length }, (_, index) => changesBetween(before[index], after[index], [...path, index])).flat();
  }
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => changesBetween(before[key], after[key], [...path, key]));
  }
  const same = before === after || JSON.stringify(before ?? null) === JSON.stringify(after ?? null);
  return same ? [] : [{ path: pathText(path), before: before ?? null, after: after ?? null }];
}
