// A field's place in words, for the history and the stale-save notice: "Khmer › Questions › Question 3 › Answer".
import { fill } from "../../i18n/fill.ts";
import type { Lang } from "../../i18n/lang.ts";
import { adminContentStrings } from "./strings.ts";
import type { Field } from "../../content/model/field.ts";
import { labelOf } from "./labels.ts";

export function placeOf(record: Field, path: string, ui: Lang): string {
  const t = adminContentStrings[ui];
  const [lang, ...steps] = path.split(".");
  const names = [lang === "km" ? t.khmer : t.english];
  let node: Field | null = record;
  for (const step of steps) {
    if (node?.kind === "array") {
      names.push(fill(t.itemHeading, { item: node.meta.itemLabel?.[ui] ?? t.item, n: Number(step) + 1 }));
      node = node.item;
      continue;
    }
    const fields: [string, Field][] =
      node?.kind === "object"
        ? node.fields
        : node?.kind === "union"
          ? node.variants.flatMap((variant) => (variant.item.kind === "object" ? variant.item.fields : []))
          : [];
    const found = fields.find(([key]) => key === step);
    node = found?.[1] ?? null;
    names.push(found ? labelOf(step, found[1].meta, ui) : step);
  }
  return names.join(" › ");
}
