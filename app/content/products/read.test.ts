// Data access of the product pages (every product with its gallery, none for an unknown slug,
// the other products of its section as related menus, a page that loads without them) against a
// seeded database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set). Expected values come
// from the demo content in db/seed. The editor's side of products is in store.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { seededDemoContent } from "../../../db/seed/media.ts";
import { openSeeded, testDatabases } from "../../../testing/db.ts";
import { languages } from "../../i18n/lang.ts";
import { createLogger } from "../../http/log.server.ts";
import { withRequestLog } from "../../http/request-log.server.ts";
import { getProduct, getProductPage, getRelatedMenus } from "./read.server.ts";
import { galleryLimit } from "./schema.ts";

// The demo content as seeded: its images are media library items (/media/…).
const { demoContent: seed } = await seededDemoContent();

const childrenOf = (lang: "en" | "km", parent: string) =>
  seed[lang].menu_items.filter((item) => item.parent_slug === parent).sort((a, b) => a.orders - b.orders);
const imagesOf = (lang: "en" | "km", slug: string) =>
  seed[lang].menu_images.filter((image) => image.menu_slug === slug).sort((a, b) => a.orders - b.orders);

describe.each(testDatabases)("product pages on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(database);
  });
  afterAll(() => db.close());

  describe.each(languages)("in %s", (lang) => {
    it("every product of the demo content, with its images by orders", async () => {
      for (const row of seed[lang].menus) {
        const [, section, slug] = row.slug.split("/") as [string, "corporate" | "personal", string];
        const product = await getProduct(db, lang, section, slug);
        expect(product, row.slug).toMatchObject({
          title: row.title,
          title2: row.title2,
          description: row.description,
          qaas: row.qaas,
          quotation_url: row.quotation_url,
          section_title: seed[lang].view_menus.find((viewMenu) => viewMenu.slug === `/${section}`)!.title,
        });
        expect(product!.images.map(({ src, alt }) => ({ src, alt }))).toEqual(
          imagesOf(lang, row.slug)
            .slice(0, galleryLimit)
            .map(({ src, alt }) => ({ src, alt })),
        );
      }
    });

    it("an unknown, malformed or other-section slug is null", async () => {
      const corporate = seed[lang].menus.find((row) => row.slug.startsWith("/corporate/"))!.slug.split("/")[2]!;
      expect(await getProduct(db, lang, "corporate", corporate)).not.toBeNull();
      expect(await getProduct(db, lang, "personal", corporate)).toBeNull();
      expect(await getProduct(db, lang, "corporate", "no-such-product")).toBeNull();
      for (const malformed of ["", "Fire-Insurance", "fire insurance", "fire--insurance", "../claims", "fire?l=km"]) {
        expect(await getProduct(db, lang, "corporate", malformed)).toBeNull();
        expect(await getProductPage(db, lang, "corporate", malformed)).toBeNull();
      }
      expect(await getProductPage(db, lang, "personal", corporate)).toBeNull();
    });

    it("a product page has the other products of its section as related menus, in its language", async () => {
      const [target, ...others] = childrenOf(lang, "/personal");
      const slug = target!.slug.split("/")[2]!;
      const page = await getProductPage(db, lang, "personal", slug);
      expect(page!.product.title).toBe(target!.title);
      expect(page!.related!.map((item) => [item.slug, item.title])).toEqual(
        others.map((item) => [item.slug, item.title]),
      );
      expect(await getRelatedMenus(db, lang, target!.slug)).toEqual(page!.related);
    });
  });

  it(`shows at most ${galleryLimit} images, the first ones by orders`, async () => {
    const [slug, images] = Object.entries(Object.groupBy(seed.en.menu_images, (image) => image.menu_slug)).sort(
      (a, b) => b[1]!.length - a[1]!.length,
    )[0]!;
    const extra = [0, 20, 21, 22].map((orders) => ({
      src: `/demo/extra-${orders}.svg`,
      alt: `extra ${orders}`,
      orders,
    }));
    for (const image of extra) {
      await db.query("insert into menu_images (lang, menu_slug, src, alt, orders) values ('en', $1, $2, $3, $4)", [
        slug,
        image.src,
        image.alt,
        image.orders,
      ]);
    }
    try {
      const [, section, name] = slug.split("/") as [string, "corporate" | "personal", string];
      const product = await getProduct(db, "en", section, name);
      const expected = [extra[0]!, ...images!.sort((a, b) => a.orders - b.orders), ...extra.slice(1)].slice(
        0,
        galleryLimit,
      );
      expect(images!.length + extra.length).toBeGreaterThan(galleryLimit);
      expect(product!.images.map((image) => image.src)).toEqual(expected.map((image) => image.src));
    } finally {
      await db.query("delete from menu_images where src like '/demo/extra-%'");
    }
  });

  it("the page still loads when its related menus cannot be read: related is null", async () => {
    const slug = seed.en.menus.find((row) => row.slug.startsWith("/corporate/"))!.slug;
    const relatedDown: Db = {
      ...db,
      query: (text, params) =>
        text.includes("get_menus_by_slug") ? Promise.reject(new Error("ECONNRESET")) : db.query(text, params),
    };
    const lines: string[] = [];
    const log = createLogger("info", { write: (line: string) => lines.push(line) });
    const page = await withRequestLog(log, () => getProductPage(relatedDown, "en", "corporate", slug.split("/")[2]!));
    expect(lines.map((line) => JSON.parse(line) as { msg: string; err: { message: string } })).toEqual([
      expect.objectContaining({
        msg: "related menus unavailable",
        err: expect.objectContaining({ message: "ECONNRESET" }),
      }),
    ]);
    expect(page!.product.title).toBe(seed.en.menus.find((row) => row.slug === slug)!.title);
    expect(page!.related).toBeNull();
  });
});
