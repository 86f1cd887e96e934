// Accessibility warnings of a record: an image described in the other language (or in no words
// of its own), described by a file's name, and a link whose words say nothing; and the demo
// content, which has none. On PGlite (the demo content's walk reads the database).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { openSeeded, testDatabases } from "../../../testing/db.ts";
import { editableNamed, everyItem } from "../areas.server.ts";
import { viewOf } from "./entity.ts";
import type { Field } from "./field.ts";
import { accessibilityWarnings } from "./accessibility.ts";

const text = (widget: "text" | "image" = "text", meta: Field["meta"] = {}): Field => ({
  kind: "text",
  widget,
  nullable: false,
  meta,
});

const record: Field = {
  kind: "object",
  nullable: false,
  meta: {},
  fields: [
    ["title", text()],
    [
      "slides",
      {
        kind: "array",
        meta: {},
        item: {
          kind: "object",
          nullable: false,
          meta: {},
          fields: [
            ["src", text("image", { fromImage: { alt: "caption" } })],
            ["caption", text()],
            ["button", text()],
          ],
        },
      },
    ],
  ],
};

describe("accessibility warnings", () => {
  it("finds an image described in the other language, by a file's name, and a link that says nothing", () => {
    const slide = (caption: string, button: string) => ({ src: "/media/a-0123456789abcdef.jpg", caption, button });
    const warnings = accessibilityWarnings(
      record,
      {
        en: {
          title: "Click here",
          slides: [slide("Claims officers at work", "Read more."), slide("IMG_2041.jpg", "Our claims")],
        },
        km: { title: "ចុចទីនេះ", slides: [slide("Claims officers at work", "ចុចទីនេះ"), slide("មន្ត្រីទាមទារសំណង", "ទីនេះ")] },
      },
      ["en", "km"],
    );
    expect(warnings).toEqual([
      { path: "en.title", message: "vagueLink" },
      { path: "en.slides.0.button", message: "vagueLink" },
      { path: "en.slides.1.caption", message: "descriptionIsFileName" },
      { path: "km.title", message: "vagueLink" },
      { path: "km.slides.0.caption", message: "khmerDescriptionMissing" },
      { path: "km.slides.0.button", message: "vagueLink" },
      { path: "km.slides.1.button", message: "vagueLink" },
    ]);
    // An English description written in Khmer only.
    expect(
      accessibilityWarnings(record, { en: { title: "Claims", slides: [slide("មន្ត្រី", "Our claims")] }, km: null }, [
        "en",
      ]),
    ).toEqual([{ path: "en.slides.0.caption", message: "englishDescriptionMissing" }]);
  });

  it("reads a real entity's image descriptions: a product's Khmer alt text in English is flagged", () => {
    const products = editableNamed("products")!;
    const view = viewOf(products.definition);
    const image = { src: "/media/a-0123456789abcdef.jpg", alt: "A family car" };
    const found = accessibilityWarnings(view.record, { en: { images: [image] }, km: { images: [image] } }, [
      "en",
      "km",
    ]);
    expect(found).toContainEqual({ path: "km.images.0.alt", message: "khmerDescriptionMissing" });
    expect(found).not.toContainEqual({ path: "en.images.0.alt", message: "khmerDescriptionMissing" });
  });
});

describe.each(testDatabases.slice(0, 1))("the demo content on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(database);
  });
  afterAll(() => db.close());

  it("has no accessibility warning", async () => {
    const found = [];
    for await (const { definition, key, value } of everyItem(db))
      for (const warning of accessibilityWarnings(viewOf(definition).record, value, definition.langs))
        found.push(`${definition.name}/${key} ${warning.path} ${warning.message}`);
    expect(found).toEqual([]);
  });
});
