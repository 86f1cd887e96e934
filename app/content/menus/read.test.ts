// The public menu: which items the layout shows (hidden slugs, entries), and get_menus and
// get_menus_by_slug against a seeded database (PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set). The editor's side of the menu is in store.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Db } from "../../../db/client.ts";
import { openSeeded, testDatabases } from "../../../testing/db.ts";
import { callJson } from "../query.server.ts";
import { getMenus, hiddenSlugs, menuChildSchema, visibleMenus, type MenuItem } from "./read.server.ts";

const khmer = /[\u1780-\u17FF]/;

const child = (id: number, slug: string) => ({ id, slug, title: slug, icon: null, short_description: null });
const menus: MenuItem[] = [
  {
    id: 1,
    title: "Corporate",
    slug: "/corporate",
    children: [child(11, "/corporate/fire"), child(12, "/corporate-new")],
  },
  { id: 2, title: "Hidden", slug: "/personal-new", children: [] },
  { id: 3, title: "Claims", slug: "/claims", children: [] },
];

describe("visibleMenus", () => {
  it("removes hidden slugs at both levels when the flag is off", () => {
    expect(hiddenSlugs).toContain("/corporate-new");
    const visible = visibleMenus(menus, false);
    expect(visible.map((item) => item.slug)).toEqual(["/corporate", "/claims"]);
    expect(visible[0]!.children.map((item) => item.slug)).toEqual(["/corporate/fire"]);
  });

  it("keeps everything when the flag is on", () => {
    expect(visibleMenus(menus, true)).toEqual(menus);
  });
});

describe("an item whose children are all hidden", () => {
  it("is left with no children, so the header shows it as a plain link", () => {
    const onlyHidden: MenuItem[] = [{ id: 4, title: "New", slug: "/new", children: [child(41, "/personal-new")] }];
    expect(visibleMenus(onlyHidden, false)).toEqual([{ id: 4, title: "New", slug: "/new", children: [] }]);
  });
});

describe.each(testDatabases)("menu reads on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(database);
  });
  afterAll(() => db.close());

  it("get_menus gives top-level items in order, each with its children", async () => {
    const [en, km] = await Promise.all([getMenus(db, "en"), getMenus(db, "km")]);
    expect(en.map((item) => item.slug)).toEqual(km.map((item) => item.slug));
    expect(en[0]!.slug).toBe("/corporate");
    expect(en[0]!.children.length).toBeGreaterThanOrEqual(7);
    expect(en[0]!.children.every((child) => child.slug.startsWith("/corporate"))).toBe(true);
    expect(km[0]!.title).toMatch(khmer);
    expect(en[0]!.title).not.toMatch(khmer);
  });

  it("get_menus reads English for any l other than km", async () => {
    const [fr, en] = await Promise.all([
      db.query("select get_menus('fr') as m"),
      db.query("select get_menus('en') as m"),
    ]);
    expect(fr).toEqual(en);
  });

  it("get_menus_by_slug gives the other products of the same section, in the slug's language", async () => {
    const menus = await getMenus(db, "en");
    const personal = menus.find((item) => item.slug === "/personal")!.children;
    const target = personal[0]!;
    const related = z.array(menuChildSchema);
    const en = await callJson(db, related, "get_menus_by_slug", target.slug);
    expect(en.map((item) => item.slug)).toEqual(personal.slice(1).map((item) => item.slug));
    const km = await callJson(db, related, "get_menus_by_slug", `${target.slug}?l=km`);
    expect(km.map((item) => item.slug)).toEqual(en.map((item) => item.slug));
    expect(km[0]!.title).toMatch(khmer);
    expect(await callJson(db, related, "get_menus_by_slug", "/no/such/product")).toEqual([]);
  });
});
