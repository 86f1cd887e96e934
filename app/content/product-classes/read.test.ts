// The product classes against a seeded database (PGlite, and PostgreSQL when TEST_DATABASE_URL
// is set). Expected values come from db/seed/content/product-classes.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { demoContent } from "../../../db/seed/content/index.ts";
import { openSeeded, testDatabases, withRollback } from "../../../testing/db.ts";
import { languages } from "../../i18n/lang.ts";
import { urlSegment } from "./links.ts";
import { getClassOverview, getProductClass } from "./read.server.ts";
import { productClassPageSchema, productClassSchema } from "./schema.ts";

const khmer = /[\u1780-\u17FF]/;

describe("the seeded product classes", () => {
  const [enClasses, kmClasses] = [demoContent.en.product_classes, demoContent.km.product_classes];

  it("are Property Insurance and Marine Cargo Insurance, each with 8 subclasses in English and Khmer (spec)", () => {
    expect(enClasses.map((productClass) => productClass.name)).toEqual([
      "Property Insurance",
      "Marine Cargo Insurance",
    ]);
    for (const productClass of kmClasses) {
      expect(productClass.name).toMatch(khmer);
      for (const subclass of productClass.subclasses) {
        expect(subclass.title).toMatch(khmer);
        expect(subclass.description).toMatch(khmer);
      }
    }
    for (const productClass of [...enClasses, ...kmClasses]) {
      expect(productClass.subclasses).toHaveLength(8);
      for (const subclass of productClass.subclasses)
        expect(subclass.icon).toMatch(/^\/images\/product-classes\/.+\.svg$/);
      expect(productClassSchema.parse(productClass)).toEqual(productClass);
    }
  });

  it("have the URL segments of the spec's rule from the English titles, the same in Khmer", () => {
    enClasses.forEach((productClass, index) => {
      expect(productClass.slug).toBe(urlSegment(productClass.name));
      expect(productClass.subclasses.map((subclass) => subclass.slug)).toEqual(
        productClass.subclasses.map((subclass) => urlSegment(subclass.title)),
      );
      const km = kmClasses[index]!;
      expect(km.slug).toBe(productClass.slug);
      expect(km.subclasses.map((subclass) => subclass.slug)).toEqual(
        productClass.subclasses.map((subclass) => subclass.slug),
      );
    });
    expect(
      enClasses.some((productClass) => productClass.subclasses.some((subclass) => subclass.title.includes(","))),
    ).toBe(true);
  });

  it("refuse two subclasses sharing a URL segment, a segment with a slash, a space or a question mark, no subclass, an image of another site", () => {
    const [first] = enClasses as [(typeof enClasses)[number]];
    const twice = {
      ...first,
      subclasses: [first.subclasses[0]!, { ...first.subclasses[1]!, slug: first.subclasses[0]!.slug }],
    };
    expect(productClassSchema.safeParse(twice).error?.issues).toEqual([
      expect.objectContaining({ path: ["subclasses", 1, "slug"], message: "slug" }),
    ]);
    for (const slug of ["a/b", "a b", "a?b"])
      expect(
        productClassSchema.safeParse({ ...first, slug }).error?.issues.map((issue) => issue.message),
        slug,
      ).toEqual(["slug"]);
    expect(productClassSchema.safeParse({ ...first, slug: " " }).error?.issues.map((issue) => issue.message)).toContain(
      "required",
    );
    expect(productClassSchema.safeParse({ ...first, subclasses: [] }).error?.issues[0]).toMatchObject({
      code: "too_small",
      path: ["subclasses"],
    });
    expect(
      productClassSchema.safeParse({ ...first, banner: "https://elsewhere.example/x.png" }).error?.issues[0],
    ).toMatchObject({ message: "path", path: ["banner"] });
    expect(
      productClassPageSchema.safeParse({ ...demoContent.en.product_class_pages[0]!, section: "business" }).success,
    ).toBe(false);
  });
});

describe.each(testDatabases)("product classes on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(database);
  });
  afterAll(() => db.close());

  describe.each(languages)("in %s", (lang) => {
    const seed = demoContent[lang];

    it("reads /corporate-new with every class in order, /personal-new with the first only", async () => {
      const corporate = await getClassOverview(db, lang, "corporate");
      expect(corporate).toEqual({
        page: seed.product_class_pages.find((page) => page.section === "corporate"),
        classes: seed.product_classes,
      });
      const personal = await getClassOverview(db, lang, "personal");
      expect(personal).toEqual({
        page: seed.product_class_pages.find((page) => page.section === "personal"),
        classes: [seed.product_classes[0]],
      });
    });

    it("finds a class by its exact URL segment, in its section only", async () => {
      const [property, marine] = seed.product_classes as [
        (typeof seed.product_classes)[number],
        (typeof seed.product_classes)[number],
      ];
      expect((await getProductClass(db, lang, "corporate", "Marine-Cargo-Insurance"))?.productClass).toEqual(marine);
      expect((await getProductClass(db, lang, "personal", "Property-Insurance"))?.productClass).toEqual(property);
      expect(await getProductClass(db, lang, "personal", "Marine-Cargo-Insurance")).toBeNull();
      expect(await getProductClass(db, lang, "corporate", "property-insurance")).toBeNull();
      expect(await getProductClass(db, lang, "corporate", undefined)).toBeNull();
    });

    it("follows an edit in the database: a new order, a class taken off /personal-new", async () => {
      await withRollback(db, async (tx) => {
        await tx.query("update product_classes set orders = -orders where lang = $1", [lang]);
        await tx.query("update product_classes set in_personal = (slug = 'Marine-Cargo-Insurance') where lang = $1", [
          lang,
        ]);
        const corporate = await getClassOverview(tx, lang, "corporate");
        expect(corporate!.classes.map((productClass) => productClass.slug)).toEqual([
          "Marine-Cargo-Insurance",
          "Property-Insurance",
        ]);
        const personal = await getClassOverview(tx, lang, "personal");
        expect(personal!.classes.map((productClass) => productClass.slug)).toEqual(["Marine-Cargo-Insurance"]);
        expect(await getProductClass(tx, lang, "personal", "Property-Insurance")).toBeNull();
      });
    });
  });

  it("has no page for a section whose overview is missing", async () => {
    await withRollback(db, async (tx) => {
      await tx.query("delete from product_class_pages where lang = 'km' and section = 'personal'");
      expect(await getClassOverview(tx, "km", "personal")).toBeNull();
      expect(await getProductClass(tx, "km", "personal", "Property-Insurance")).toBeNull();
      expect(await getClassOverview(tx, "en", "personal")).not.toBeNull();
    });
  });
});
