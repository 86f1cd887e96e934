// A field's place in words, for refusals, the history and the stale-save notice:
// "Khmer › Questions › Question 3 › Answer", and the field found at a path.
import { fill } from "../../i18n/fill.ts";
import type { Lang } from "../../i18n/lang.ts";
import { adminContentStrings } from "./strings.ts";
import type { Field } from "../../content/model/field.ts";
import type { Path } from "../../content/model/values.ts";
import { labelOf } from "./labels.ts";

/** The fields of an object, or of every variant of a union. */
function childrenOf(node: Field | null): [string, Field][] {
  if (node?.kind === "object") return node.fields;
  if (node?.kind === "union")
    return node.variants.flatMap((variant) => (variant.item.kind === "object" ? variant.item.fields : []));
  return [];
}

/** The field at `steps` of a record, or null. */
export function fieldAt(record: Field, steps: Path): Field | null {
  let node: Field | null = record;
  for (const step of steps)
    node = node?.kind === "array" ? node.item : (childrenOf(node).find(([key]) => key === String(step))?.[1] ?? null);
  return node;
}

/** The place of `steps` in words, without the language: "Questions › Question 3 › Answer". */
export function placeOfSteps(record: Field, steps: Path, ui: Lang): string {
  const t = adminContentStrings[ui];
  const names: string[] = [];
  let node: Field | null = record;
  for (const step of steps) {
    if (node?.kind === "array") {
      names.push(fill(t.itemHeading, { item: node.meta.itemLabel?.[ui] ?? t.item, n: Number(step) + 1 }));
      node = node.item;
      continue;
    }
    const found: [string, Field] | undefined = childrenOf(node).find(([key]) => key === String(step));
    node = found?.[1] ?? null;
    names.push(found ? labelOf(String(step), found[1].meta, ui) : String(step));
  }
  return names.join(" › ");
}

/** A refusal's place ("km.qaas.2.answer"), its language first. */
export function placeOf(record: Field, path: string, ui: Lang): string {
  const t = adminContentStrings[ui];
  const [lang, ...steps] = path.split(".");
  const place = placeOfSteps(record, steps, ui);
  return [lang === "km" ? t.khmer : t.english, ...(place ? [place] : [])].join(" › ");
}
