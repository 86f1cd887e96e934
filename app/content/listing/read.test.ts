// Data access of the product lists (/corporate, /personal: their view_menus row and their
// children in order) against a seeded database (PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set). Expected values come from the demo content in db/seed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { seededDemoContent } from "../../../db/seed/media.ts";
import { openSeeded, testDatabases } from "../../../testing/db.ts";
import { languages } from "../../i18n/lang.ts";
import { sectionNames } from "../product-classes/schema.ts";
import { getProductList } from "./read.server.ts";

// The demo content as seeded: its images are media library items (/media/…).
const { demoContent: seed } = await seededDemoContent();

const khmer = /[\u1780-\u17FF]/;

const childrenOf = (lang: "en" | "km", parent: string) =>
  seed[lang].menu_items.filter((item) => item.parent_slug === parent).sort((a, b) => a.orders - b.orders);

describe.each(testDatabases)("product lists on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(database);
  });
  afterAll(() => db.close());

  describe.each(languages)("in %s", (lang) => {
    it.each(sectionNames)("the %s list: its view_menus row and its children in order", async (section) => {
      const list = await getProductList(db, lang, section);
      const row = seed[lang].view_menus.find((viewMenu) => viewMenu.slug === `/${section}`)!;
      expect(list).toMatchObject({ title: row.title, description: row.description, image: row.image });
      expect(list!.children.map((child) => [child.slug, child.title, child.icon, child.short_description])).toEqual(
        childrenOf(lang, `/${section}`).map((child) => [child.slug, child.title, child.icon, child.short_description]),
      );
      if (lang === "km") expect(list!.title).toMatch(khmer);
    });
  });
});
