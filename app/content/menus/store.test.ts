// The menu's tree store and the site records that must never break a page: a tree edited in
// the editor's shape is written as menu_items rows (parents, orders, ids kept) and read back by
// the public menu and home page; bad slugs and a missing language are refused before anything is written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { openSeeded, testDatabases } from "../../../testing/db.ts";
import { singleKey, validatePair } from "../model/entity.ts";
import { saveRecord, versionOf } from "../../admin/content/save.server.ts";
import type { Editable } from "../model/area.ts";
import type { Pair } from "../model/values.ts";
import { getHome } from "../home/read.server.ts";
import { getMenus } from "./read.server.ts";
import { getSite } from "../site/read.server.ts";
import { getProductList } from "../listing/read.server.ts";
import { editableNamed } from "../areas.server.ts";
import type { Menu } from "./schema.ts";

const staffId = "00000000-0000-4000-8000-00000000e002";
const who = { actor: { id: staffId, email: "menu-editor@example.com" }, clientIp: "192.0.2.2" };

describe.each(testDatabases)("site records on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(database);
    await db.query(
      "insert into staff_accounts (id, email, display_name, roles) values ($1, $2, 'Menu Editor', '{editor}')",
      [staffId, who.actor.email],
    );
  }, 180_000);
  afterAll(() => db.close());

  const editable = (name: string): Editable => editableNamed(name)!;
  const save = async (name: string, change: (pair: Pair) => Pair) => {
    const current = (await editable(name).store.load(db, singleKey))!;
    return saveRecord(db, editable(name), {
      key: singleKey,
      value: change(structuredClone(current)),
      base: versionOf(current),
      ...who,
    });
  };
  const menuOf = (pair: Pair, lang: "en" | "km") => pair[lang] as Menu;

  it("writes a reordered, moved and renamed tree as rows, keeping the ids of the items that stay", async () => {
    const [before] = await db.query<{ id: number }>(
      "select id from menu_items where lang = 'en' and slug = '/corporate/fire-insurance'",
    );
    const outcome = await save("menu", (pair) => {
      const menu = menuOf(pair, "en");
      const [corporate, personal, claims] = menu.items;
      // Fire insurance moves to the end of /personal; /claims becomes /privacy-policy with its children (a page that exists); /contact goes.
      const fire = corporate!.children.splice(
        corporate!.children.findIndex((child) => child.slug === "/corporate/fire-insurance"),
        1,
      )[0]!;
      personal!.children.push({ ...fire, short_description: "Moved here" });
      claims!.slug = "/privacy-policy";
      menu.items = menu.items.filter((item) => item.slug !== "/contact").reverse();
      return pair;
    });
    expect(outcome.status).toBe("saved");

    const menus = await getMenus(db, "en");
    expect(menus.map((item) => item.slug)).toEqual([
      "/newsletters",
      "/vision",
      "/privacy-policy",
      "/personal",
      "/corporate",
    ]);
    expect(menus.find((item) => item.slug === "/privacy-policy")!.children.map((child) => child.slug)).toEqual([
      "/clinics",
      "/garages",
    ]);
    const moved = menus.find((item) => item.slug === "/personal")!.children.at(-1)!;
    expect(moved).toMatchObject({ slug: "/corporate/fire-insurance", short_description: "Moved here", id: before!.id });
    expect(
      await db.query("select slug from menu_items where lang = 'en' and slug in ('/contact', '/complaint', '/claims')"),
    ).toEqual([]);
    // The home page's sections are the menu's children: the moved product is listed under personal.
    const home = (await getHome(db, "en"))!;
    expect(home.personal.children.at(-1)!.slug).toBe("/corporate/fire-insurance");
    expect(home.corporate.children.map((child) => child.slug)).not.toContain("/corporate/fire-insurance");
    // The Khmer menu was not touched.
    expect((await getMenus(db, "km")).map((item) => item.slug)).toEqual([
      "/corporate",
      "/personal",
      "/claims",
      "/vision",
      "/newsletters",
      "/contact",
    ]);
  });

  it("refuses a page twice in a language's menu, and a slug that is not a path of the site, at the field", async () => {
    const current = (await editable("menu").store.load(db, singleKey))!;
    const twice = structuredClone(current);
    menuOf(twice, "km").items[1]!.children[0]!.slug = menuOf(twice, "km").items[0]!.slug;
    const notPath = structuredClone(current);
    menuOf(notPath, "en").items[0]!.slug = "https://example.com/x";
    menuOf(notPath, "en").items[0]!.children[0]!.slug = "/Corporate/Fire Insurance";
    expect(validatePair(editable("menu").definition, twice)).toEqual({
      ok: false,
      issues: [{ path: "km.items.1.children.0.slug", message: "duplicate" }],
    });
    expect(validatePair(editable("menu").definition, notPath)).toEqual({
      ok: false,
      issues: [
        { path: "en.items.0.slug", message: "page" },
        { path: "en.items.0.children.0.slug", message: "page" },
      ],
    });
    const outcome = await saveRecord(db, editable("menu"), {
      key: singleKey,
      value: twice,
      base: versionOf(current),
      ...who,
    });
    expect(outcome.status).toBe("invalid");
    expect(await editable("menu").store.load(db, singleKey)).toEqual(current);
  });

  it.each(["site", "menu", "footer", "home", "corporate-page"])(
    "%s: a save without one language is refused, and its rows stay",
    async (name) => {
      const current = (await editable(name).store.load(db, singleKey))!;
      const outcome = await saveRecord(db, editable(name), {
        key: singleKey,
        value: { en: current.en, km: null },
        base: versionOf(current),
        ...who,
      });
      expect(outcome).toEqual({ status: "invalid", issues: [{ path: "km", message: "everyLanguage" }] });
      expect(await editable(name).store.load(db, singleKey)).toEqual(current);
    },
  );

  it("the site's identity refuses what would break every page (an empty name, a logo from elsewhere)", async () => {
    const outcome = await save("site", (pair) => ({
      ...pair,
      km: { ...pair.km, short_name: "  ", logo_white: "https://cdn.example/logo.svg" },
    }));
    expect(outcome).toEqual({
      status: "invalid",
      issues: [
        { path: "km.short_name", message: "required" },
        { path: "km.logo_white", message: "path" },
      ],
    });
    expect((await getSite(db, "km"))!.short_name).not.toBe("");
  });

  it("a listing page writes its own section's rows only, and its public list shows the change", async () => {
    const personalBefore = await getProductList(db, "en", "personal");
    expect(
      (await save("corporate-page", (pair) => ({ ...pair, en: { ...pair.en, title: "Business cover" } }))).status,
    ).toBe("saved");
    expect((await getProductList(db, "en", "corporate"))!.title).toBe("Business cover");
    expect(await getProductList(db, "en", "personal")).toEqual(personalBefore);
    expect(await db.query("select count(*)::int as n from view_menus")).toEqual([{ n: 4 }]);
  });

  it("home: slide sizes are whole pixels, and a saved slide is what the page reads", async () => {
    const bad = await save("home", (pair) => {
      const slides = pair.en!.images as { width: unknown; height: unknown }[];
      slides[0]!.width = 12.5;
      slides[1]!.height = null;
      return pair;
    });
    expect(bad).toEqual({
      status: "invalid",
      issues: [
        { path: "en.images.0.width", message: "integer" },
        { path: "en.images.1.height", message: "required" },
      ],
    });
    const good = await save("home", (pair) => {
      (pair.km!.images as { alt: string; href: string | null }[])[0]!.alt = "រូបថ្មី";
      (pair.km!.images as { alt: string; href: string | null }[])[0]!.href = "";
      return pair;
    });
    expect(good.status).toBe("saved");
    const home = (await getHome(db, "km"))!;
    expect(home.images[0]).toMatchObject({ alt: "រូបថ្មី", href: null });
  });
});
