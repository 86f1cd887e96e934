import { fieldLabels } from "./strings.ts";
import type { Lang } from "../../i18n/lang.ts";
import type { FieldMeta } from "../../content/model/fields.ts";

/** A field's name: its own label, else the shared name of its key, else the key in words. */
export function labelOf(key: string, meta: FieldMeta, ui: Lang): string {
  if (meta.label) return meta.label[ui];
  const known = fieldLabels[ui] as Record<string, string>;
  return known[key] ?? key.replace(/_/g, " ").replace(/^./, (first) => first.toUpperCase());
}
