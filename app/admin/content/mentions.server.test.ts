// A renamed record's old title and address in other records (issue 40), on PGlite and PostgreSQL:
// a product's new title is found in its menu entry (what the home page's cards, /personal and
// the menu show), its new address in the menu of both languages and in a home slide's link; once
// changed in the same save, the public reads show the new name and address.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { openSeeded, testDatabases } from "../../../testing/db.ts";
import { editableNamed } from "../../content/areas.server.ts";
import { getHome } from "../../content/home/read.server.ts";
import { getMenus } from "../../content/menus/read.server.ts";
import { changeMentions, findMentions, mentionsShown, renamesOf } from "./mentions.server.ts";
import { saveRecord, saveRecordIn, versionOf } from "./save.server.ts";

describe.each(testDatabases)("mentions of a renamed record on $name", (database) => {
  let db: Db;
  const actor = { id: "00000000-0000-4000-8000-00000000e040", email: "renamer@example.com" };
  const who = { actor, clientIp: "" };
  const products = () => editableNamed("products")!;
  const self = { entity: "products", key: "personal-motor-insurance" };
  beforeAll(async () => {
    db = await openSeeded(database);
    await db.query(
      "insert into staff_accounts (id, email, display_name, roles) values ($1, $2, 'Renamer', '{editor}')",
      [actor.id, actor.email],
    );
  });
  afterAll(() => db.close());

  it("finds the old title in the same language only, and the old address in both", async () => {
    const before = (await products().store.load(db, self.key))!;
    const after = {
      en: { ...before.en!, title: "Motor Cover", slug: "motor-cover" },
      km: { ...before.km!, slug: "motor-cover" },
    };
    const renames = renamesOf(products(), before, after);
    expect(renames).toEqual([
      { lang: "en", from: "Motor Insurance", to: "Motor Cover" },
      { lang: null, from: "/personal/motor-insurance", to: "/personal/motor-cover" },
    ]);
    const found = await findMentions(db, self, renames);
    const places = found.map((mention) => `${mention.entity} ${mention.lang} ${mention.path.join(".")} ${mention.to}`);
    // The menu's entry of the product, by title in English and by address in both languages.
    expect(places).toContainEqual(expect.stringMatching(/^menu en items\.\d+\.children\.\d+\.title Motor Cover$/));
    expect(places).toContainEqual(
      expect.stringMatching(/^menu en items\.\d+\.children\.\d+\.slug \/personal\/motor-cover$/),
    );
    expect(places).toContainEqual(
      expect.stringMatching(/^menu km items\.\d+\.children\.\d+\.slug \/personal\/motor-cover$/),
    );
    // A home slide links to it.
    expect(places).toContainEqual("home en images.0.href /personal/motor-cover");
    // No Khmer title is the English one, and the product itself is not listed.
    expect(found.some((mention) => mention.lang === "km" && mention.to === "Motor Cover")).toBe(false);
    expect(found.some((mention) => mention.entity === "products" && mention.key === self.key)).toBe(false);
    // As the editor lists them, in the interface's language.
    const shown = mentionsShown(found, "en").find((mention) => mention.href === "/admin/content/menu/main");
    expect(shown?.record).toBe("Menu");
    expect(shown?.place).toMatch(/^English › Menu items › Menu item \d+ › Sub-items › Sub-item \d+ › /);
  });

  it("changes them in the same transaction as the save: the menu, the cards and the links follow", async () => {
    const before = (await products().store.load(db, self.key))!;
    const after = {
      en: { ...before.en!, title: "Motor Cover", slug: "motor-cover" },
      km: { ...before.km!, slug: "motor-cover" },
    };
    const renames = renamesOf(products(), before, after);
    const changed = await db.transaction(async (tx) => {
      const saved = await saveRecordIn(tx, products(), {
        key: self.key,
        value: after,
        base: versionOf(before),
        ...who,
      });
      expect(saved.status).toBe("saved");
      return changeMentions(tx, await findMentions(tx, self, renames), who);
    });
    expect(changed).toBeGreaterThanOrEqual(2); // the menu, and the home page
    const menus = (await getMenus(db, "en"))!;
    const personal = menus.find((item) => item.slug === "/personal")!;
    expect(personal.children).toContainEqual(
      expect.objectContaining({ title: "Motor Cover", slug: "/personal/motor-cover" }),
    );
    const khmerMenus = (await getMenus(db, "km"))!;
    expect(khmerMenus.flatMap((item) => item.children).map((child) => child.slug)).toContain("/personal/motor-cover");
    const home = (await getHome(db, "en"))!;
    expect(home.personal.children.map((child) => child.title)).toContain("Motor Cover");
    expect(home.images[0]!.href).toBe("/personal/motor-cover");
    // Nothing names the old ones any more, and each changed record has its revision.
    expect(await findMentions(db, { entity: "products", key: "personal-motor-cover" }, renames)).toEqual([]);
    const revisions = await db.query("select 1 from content_revisions where entity = 'menu' and saved_by = $1", [
      actor.id,
    ]);
    expect(revisions.length).toBe(1);
  });

  it("leaves a save alone when nothing is renamed", async () => {
    const before = (await products().store.load(db, "corporate-fire-insurance"))!;
    const after = { ...before, en: { ...before.en!, description: ["Cover for fire."] } };
    expect(renamesOf(products(), before, after)).toEqual([]);
    const saved = await saveRecord(db, products(), {
      key: "corporate-fire-insurance",
      value: after,
      base: versionOf(before),
      ...who,
    });
    expect(saved.status).toBe("saved");
  });
});
