// Reads a content schema's Zod definition into the editor's field tree (field.ts): its kind once
// the wrappers (optional, nullable, default, transforms) are looked through, and its description
// from `fieldMeta` (the outermost one wins).
import type { z } from "zod";
import type { Field } from "./field.ts";
import { fieldMeta, type FieldMeta } from "./fields.ts";

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

const cache = new WeakMap<z.ZodType, Field>();

export function describeField(schema: z.ZodType): Field {
  const known = cache.get(schema);
  if (known) return known;
  const field = read(schema);
  cache.set(schema, field);
  return field;
}

function read(schema: z.ZodType): Field {
  let meta: FieldMeta = {};
  let nullable = false;
  let node = schema;
  for (;;) {
    meta = { ...fieldMeta.get(node), ...meta };
    const def = defOf(node);
    if (def.type === "optional" || def.type === "nullable") {
      nullable = true;
      node = def.innerType!;
    } else if (def.type === "default" || def.type === "prefault") {
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
    case "literal":
      return { kind: "enum", values: (def.values ?? []).map(String), meta };
    case "object":
      return {
        kind: "object",
        fields: Object.entries(def.shape ?? {}).map(([key, child]) => [key, describeField(child)]),
        nullable,
        meta,
      };
    case "array":
      return { kind: "array", item: describeField(def.element!), meta };
    case "union": {
      if (def.discriminator) {
        const discriminator = def.discriminator;
        const variants = (def.options ?? []).map((option) => {
          const tag = defOf(defOf(option).shape![discriminator]!);
          // z.enum(["text"]) or z.literal("text"): the back office's schemas use enums (decision 0021).
          return { value: String(tag.values?.[0] ?? Object.values(tag.entries ?? {})[0]), item: describeField(option) };
        });
        return { kind: "union", discriminator, variants, meta };
      }
      // A path or nothing ("" | null): a text control that may be left empty.
      const text = (def.options ?? []).find((option) => defOf(option).type === "string");
      if (!text) throw new Error("A union the editor cannot draw");
      const inner = describeField(text);
      return { ...inner, nullable: true, meta: { ...inner.meta, ...meta } } as Field;
    }
    default:
      throw new Error(`A schema of type ${def.type} the editor cannot draw`);
  }
}
