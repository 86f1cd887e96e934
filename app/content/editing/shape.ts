// What the editor needs to know of a content schema to draw a control for it: the schema's
// kind once the wrappers (optional, nullable, default, transforms) are looked through, and the
// field's description from `fieldMeta` (the outermost one wins). Read from Zod's definitions.
import type { z } from "zod";
import { fieldMeta, type FieldMeta, type Widget } from "./fields.ts";

export type Shape =
  | { kind: "text"; widget: Widget; nullable: boolean }
  | { kind: "number"; nullable: boolean }
  | { kind: "boolean" }
  | { kind: "enum"; values: string[] }
  | { kind: "object"; fields: [string, z.ZodType][]; nullable: boolean }
  | { kind: "array"; item: z.ZodType }
  | { kind: "union"; discriminator: string; variants: { value: string; schema: z.ZodType }[] };

export type Described = Shape & { meta: FieldMeta };

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
  discriminator?: string;
  entries?: Record<string, string>;
  values?: unknown[];
  format?: string;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

export function shapeOf(schema: z.ZodType): Described {
  let meta: FieldMeta = {};
  let nullable = false;
  let node = schema;
  for (;;) {
    meta = { ...fieldMeta.get(node), ...meta };
    const def = defOf(node);
    if (def.type === "optional" || def.type === "nullable" || def.type === "default" || def.type === "prefault") {
      if (def.type !== "default" && def.type !== "prefault") nullable = true;
      node = def.innerType!;
    } else if (def.type === "pipe") {
      node = def.in!;
    } else break;
  }
  const def = defOf(node);
  switch (def.type) {
    case "string":
      return { kind: "text", widget: meta.widget ?? (def.format === "date" ? "date" : "text"), nullable, meta };
    case "number":
      return { kind: "number", nullable, meta };
    case "boolean":
      return { kind: "boolean", meta };
    case "enum":
      return { kind: "enum", values: Object.values(def.entries ?? {}), meta };
    case "object":
      return { kind: "object", fields: Object.entries(def.shape ?? {}), nullable, meta };
    case "array":
      return { kind: "array", item: def.element!, meta };
    case "union": {
      if (def.discriminator) {
        const discriminator = def.discriminator;
        const variants = (def.options ?? []).map((option) => {
          const tag = defOf(defOf(option).shape![discriminator]!);
          // z.enum(["text"]) or z.literal("text"): the back office's schemas use enums (decision 0021).
          return { value: String(tag.values?.[0] ?? Object.values(tag.entries ?? {})[0]), schema: option };
        });
        return { kind: "union", discriminator, variants, meta };
      }
      // A path or nothing ("" | null): a text control that may be left empty.
      const texts = (def.options ?? []).filter((option) => defOf(option).type === "string");
      if (texts.length > 0) return { ...shapeOf(texts[0]!), nullable: true, meta: { ...shapeOf(texts[0]!).meta, ...meta } } as Described;
      throw new Error("A union the editor cannot draw");
    }
    case "literal":
      return { kind: "enum", values: (def.values ?? []).map(String), meta };
    default:
      throw new Error(`A schema of type ${def.type} the editor cannot draw`);
  }
}

/** The value a new field starts with: empty text, no number, unticked, the first option, no items. */
export function emptyValue(schema: z.ZodType): unknown {
  const shape = shapeOf(schema);
  switch (shape.kind) {
    case "text":
      return shape.nullable ? null : "";
    case "number":
      return null;
    case "boolean":
      return false;
    case "enum":
      return shape.values[0];
    case "object":
      return shape.nullable ? null : Object.fromEntries(shape.fields.map(([key, field]) => [key, emptyValue(field)]));
    case "array":
      return [];
    case "union": {
      const first = shape.variants[0]!;
      return { ...(emptyValue(first.schema) as object), [shape.discriminator]: first.value };
    }
  }
}

/** An object field that may be absent starts filled in when the editor ticks it. */
export function filledValue(schema: z.ZodType): unknown {
  const shape = shapeOf(schema);
  if (shape.kind === "object") return Object.fromEntries(shape.fields.map(([key, field]) => [key, emptyValue(field)]));
  return emptyValue(schema);
}
