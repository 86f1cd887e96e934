// The HTTP side of handing out a stored file: its Content-Disposition (RFC 6266) and the one
// byte range a client may ask for (RFC 9110 §14), so that a large scan can be resumed.
import type { ByteRange } from "./storage.server.ts";

/** RFC 8187's encoding: UTF-8, percent-encoded except the attr-chars. */
const extValue = (value: string) =>
  encodeURIComponent(value.toWellFormed()).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * `attachment; filename="…"`, plus `filename*=UTF-8''…` when the name is not plain ASCII (a
 * Khmer name, say): browsers that know filename* use it, the others get the ASCII fallback, where
 * anything else, quotes, backslashes and "%" became "_".
 */
export function contentDisposition(type: "attachment" | "inline", name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const header = `${type}; filename="${fallback}"`;
  return fallback === name ? header : `${header}; filename*=UTF-8''${extValue(name)}`;
}

export type RangeAsked = { kind: "whole" } | { kind: "part"; range: ByteRange } | { kind: "unsatisfiable" };

/**
 * The Range header of a request for `size` bytes. Only one range of bytes is served; several
 * ranges, another unit or a malformed header are ignored (the whole file is sent), as RFC 9110
 * allows. A range starting past the end cannot be satisfied (416).
 */
export function rangeAsked(header: string | null, size: number): RangeAsked {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === "" && match[2] === "")) return { kind: "whole" };
  const [first, last] = [match[1] === "" ? null : Number(match[1]), match[2] === "" ? null : Number(match[2])];
  if (first === null) {
    // "-n": the last n bytes.
    if (last === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "part", range: { start: Math.max(0, size - last!), end: size - 1 } };
  }
  if (last !== null && last < first) return { kind: "whole" };
  if (first >= size) return { kind: "unsatisfiable" };
  return { kind: "part", range: { start: first, end: Math.min(last ?? size - 1, size - 1) } };
}
