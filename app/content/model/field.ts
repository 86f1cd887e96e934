// A content schema as the editor's screens see it: a plain, serialisable tree of fields (kind,
// control, label, whether shared by both languages), made on the server from the entity's Zod
// schema (shape.ts) and sent with the page. The back office's browser code thus never loads Zod
// or the schemas (docs/decisions/0024-content-editor.md), and the editor is still drawn from
// the one schema.
import type { FieldMeta, Widget } from "./fields.ts";

export type Field =
  | { kind: "text"; widget: Widget; nullable: boolean; meta: FieldMeta }
  | { kind: "number"; nullable: boolean; meta: FieldMeta }
  | { kind: "boolean"; meta: FieldMeta }
  | { kind: "enum"; values: string[]; meta: FieldMeta }
  | { kind: "object"; fields: [string, Field][]; nullable: boolean; meta: FieldMeta }
  | { kind: "array"; item: Field; meta: FieldMeta }
  | { kind: "union"; discriminator: string; variants: { value: string; item: Field }[]; meta: FieldMeta };

export type FieldOf<Kind extends Field["kind"]> = Extract<Field, { kind: Kind }>;

/** The value a new field starts with: empty text, no number, unticked, the first option, no items. */
export function emptyValue(field: Field): unknown {
  switch (field.kind) {
    case "text":
      return field.nullable ? null : "";
    case "number":
      return null;
    case "boolean":
      return false;
    case "enum":
      return field.values[0];
    case "object":
      return field.nullable ? null : filledValue(field);
    case "array":
      return [];
    case "union": {
      const first = field.variants[0]!;
      return { ...(filledValue(first.item) as object), [field.discriminator]: first.value };
    }
  }
}

/** A record field that may be absent, filled in when the editor includes it. */
export function filledValue(field: Field): unknown {
  if (field.kind === "object") return Object.fromEntries(field.fields.map(([key, child]) => [key, emptyValue(child)]));
  return emptyValue(field);
}
