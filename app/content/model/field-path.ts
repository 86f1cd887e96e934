// The fields a path of a record goes through ("description.2" → the list, then its item), for
// rules that depend on what a leaf is: whether words a translator writes, or shared by both languages.
import type { Field } from "./field.ts";

export type Step = string | number;

export const stepsOf = (path: string): Step[] =>
  path.split(".").map((step) => (/^\d+$/.test(step) ? Number(step) : step));

/** The fields from the record's own down to the leaf at `path`, or null when the path leads to no field. */
function fieldsAlong(field: Field, record: unknown, path: readonly Step[]): Field[] | null {
  const [step, ...rest] = path;
  if (step === undefined) return [field];
  const below = (child: Field | undefined, value: unknown) => {
    const chain = child ? fieldsAlong(child, value, rest) : null;
    return chain && [field, ...chain];
  };
  switch (field.kind) {
    case "object":
      return below(
        field.fields.find(([key]) => key === step)?.[1],
        (record as Record<string, unknown> | null)?.[String(step)],
      );
    case "array":
      return typeof step === "number" ? below(field.item, (record as unknown[] | null)?.[step]) : null;
    case "union": {
      const kind = (record as Record<string, unknown> | null)?.[field.discriminator];
      const variant = field.variants.find((option) => option.value === kind);
      const chain = variant ? fieldsAlong(variant.item, record, path) : null;
      return chain && [field, ...chain];
    }
    default:
      return null;
  }
}

/** Whether the leaf at `path` is words a translator writes: text (not an address, a file, a number…), in no shared field. */
export function isTranslatable(field: Field, record: unknown, path: readonly Step[]): boolean {
  const chain = fieldsAlong(field, record, path);
  const leaf = chain?.at(-1);
  return (
    !!leaf &&
    !chain!.some((one) => one.meta.shared) &&
    leaf.kind === "text" &&
    (leaf.widget === "text" || leaf.widget === "long")
  );
}

/** Whether a path lies in a field both languages share (a position on the map, an image's file). */
export function isShared(field: Field, record: unknown, path: readonly Step[]): boolean {
  return fieldsAlong(field, record, path)?.some((one) => one.meta.shared) ?? false;
}
