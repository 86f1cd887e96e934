// The schemas of the areas moved out of code in issue 23 (decision 0027) can be drawn by the
// back office's editor: every node, down to list items and union variants, has a shape it knows.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import type { Field, FieldOf } from "../../content/model/field.ts";
import { describeField } from "../../content/model/shape.ts";
import { privacyPolicySchema } from "../../content/privacy-policy/schema.ts";
import { productClassPageSchema, productClassSchema } from "../../content/product-classes/schema.ts";
import { siteLinksSchema } from "../../content/site-links/schema.ts";

/** Every node's shape, by its path. */
function shapes(schema: z.ZodType | Field, path = ""): [string, Field][] {
  const shape = "kind" in schema ? schema : describeField(schema);
  const below =
    shape.kind === "object"
      ? shape.fields.flatMap(([key, field]) => shapes(field, `${path}.${key}`))
      : shape.kind === "array"
        ? shapes(shape.item, `${path}[]`)
        : shape.kind === "union"
          ? shape.variants.flatMap((variant) => shapes(variant.item, `${path}<${variant.value}>`))
          : [];
  return [[path, shape], ...below];
}

const widgetsOf = (schema: z.ZodType) =>
  Object.fromEntries(shapes(schema).flatMap(([path, shape]) => (shape.kind === "text" ? [[path, shape.widget]] : [])));

describe("the editor draws", () => {
  it("a product class: texts, long texts, images, address segments, and its subclasses as a list", () => {
    expect(widgetsOf(productClassSchema)).toEqual({
      ".slug": "slug",
      ".name": "text",
      ".description": "long",
      ".banner": "image",
      ".subclasses[].slug": "slug",
      ".subclasses[].title": "text",
      ".subclasses[].description": "long",
      ".subclasses[].icon": "image",
    });
    const shared = shapes(productClassSchema)
      .filter(([, shape]) => shape.meta.shared)
      .map(([path]) => path);
    expect(shared).toEqual([
      ".slug",
      ".orders",
      ".banner",
      ".in_corporate",
      ".in_personal",
      ".subclasses[].slug",
      ".subclasses[].icon",
    ]);
    expect(widgetsOf(productClassPageSchema)).toEqual({ ".title": "text", ".description": "long", ".banner": "image" });
  });

  it("the privacy policy as sections of typed blocks, its heading optional", () => {
    const all = Object.fromEntries(shapes(privacyPolicySchema));
    expect(all[".sections[].blocks[]"]).toMatchObject({ kind: "union", discriminator: "type" });
    expect((all[".sections[].blocks[]"] as FieldOf<"union">).variants.map((variant) => variant.value)).toEqual([
      "paragraph",
      "checklist",
    ]);
    expect(all[".sections[].heading"]).toMatchObject({ kind: "text", nullable: true });
    expect(widgetsOf(privacyPolicySchema)).toEqual({
      ".title": "text",
      ".sections[].heading": "text",
      ".sections[].blocks[]<paragraph>.type": undefined,
      ".sections[].blocks[]<paragraph>.text": "long",
      ".sections[].blocks[]<checklist>.type": undefined,
      ".sections[].blocks[]<checklist>.items[]": "text",
    });
  });

  it("the site links as nine optional web addresses shared by both languages", () => {
    const fields = shapes(siteLinksSchema).slice(1);
    expect(fields).toHaveLength(9);
    for (const [path, shape] of fields)
      expect(shape, path).toMatchObject({ kind: "text", widget: "url", nullable: true, meta: { shared: true } });
  });
});
