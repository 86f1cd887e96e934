// A field's place in words, for the history and the stale-save notice: "Khmer › Questions › Question 3 › Answer".
import type { z } from "zod";
import { fill } from "../../../i18n/standalone.ts";
import type { Lang } from "../../../i18n/lang.ts";
import { adminContentStrings } from "../../../i18n/strings/admin-content.ts";
import { shapeOf } from "../../../content/editing/shape.ts";
import { labelOf } from "./labels.ts";

export function placeOf(schema: z.ZodType, path: string, ui: Lang): string {
  const t = adminContentStrings[ui];
  const [lang, ...steps] = path.split(".");
  const names = [lang === "km" ? t.khmer : t.english];
  let node: z.ZodType | null = schema;
  let itemName = t.item;
  for (const step of steps) {
    if (!node) {
      names.push(step);
      continue;
    }
    const shape = shapeOf(node);
    if (shape.kind === "object") {
      const field = shape.fields.find(([key]) => key === step);
      node = field?.[1] ?? null;
      names.push(field ? labelOf(step, shapeOf(field[1]).meta, ui) : step);
    } else if (shape.kind === "array") {
      itemName = shape.meta.itemLabel?.[ui] ?? t.item;
      names.push(fill(t.itemHeading, { item: itemName, n: Number(step) + 1 }));
      node = shape.item;
    } else if (shape.kind === "union") {
      const variant = shape.variants.find((option) => shapeOf(option.schema).kind === "object" && (shapeOf(option.schema) as { fields: [string, z.ZodType][] }).fields.some(([key]) => key === step));
      node = variant ? (shapeOf(variant.schema) as { fields: [string, z.ZodType][] }).fields.find(([key]) => key === step)![1] : null;
      names.push(node ? labelOf(step, shapeOf(node).meta, ui) : step);
    } else {
      names.push(step);
      node = null;
    }
  }
  return names.join(" › ");
}
