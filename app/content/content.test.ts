// Data access of the layout and home page against a seeded database (PGlite, and PostgreSQL
// when TEST_DATABASE_URL is set).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { openSeeded, testDatabases } from "../../testing/db.ts";
import { getHome } from "./home/read.server.ts";
import { getFooter } from "./footers/read.server.ts";
import { getMenus, menuChildSchema } from "./menus/read.server.ts";
import { getSite } from "./site/read.server.ts";
import { callJson, ContentUnavailableError } from "./query.server.ts";

const khmer = /[\u1780-\u17FF]/;

describe.each(testDatabases)("content reads on $name", (database) => {
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
    const [fr, en] = await Promise.all([db.query("select get_menus('fr') as m"), db.query("select get_menus('en') as m")]);
    expect(fr).toEqual(en);
  });

  it("get_home gives the home page with the product children of the menu", async () => {
    const home = await getHome(db, "km");
    const menus = await getMenus(db, "km");
    expect(home).not.toBeNull();
    expect(home!.images.length).toBeGreaterThanOrEqual(3);
    expect(home!.corporate.children).toEqual(menus.find((item) => item.slug === "/corporate")!.children);
    expect(home!.personal.children).toEqual(menus.find((item) => item.slug === "/personal")!.children);
    expect(home!.why_title).toMatch(khmer);
    expect(home!.testimonails.length).toBeGreaterThan(0);
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

  it("reads the footer and the site identity per language", async () => {
    const footer = await getFooter(db, "km");
    expect(footer!.company.items.length).toBeGreaterThan(0);
    expect(footer!.copyright).toMatch(khmer);
    const site = await getSite(db, "en");
    expect(site!.company_name).toMatch(/General Insurance/);
    expect(site!.logo_light).toMatch(/^\/media\/logo-light-[0-9a-f]{16}\.svg$/);
  });

  it("reports an unreachable database as ContentUnavailableError", async () => {
    const down: Db = { ...db, query: () => Promise.reject(new Error("ECONNREFUSED")) };
    await expect(getFooter(down, "en")).rejects.toBeInstanceOf(ContentUnavailableError);
  });
});
