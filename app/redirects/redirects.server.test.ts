// Redirects (issue 45), on PGlite and PostgreSQL: a position's slug changed in the editor leaves
// its old address leading to the new one, across several changes (no chain of hops, no loop when
// a slug is given back); an editor's redirects are refused with their reason when they would loop,
// start at a page that answers, lead nowhere or leave the site unasked.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { openSeeded, testDatabases } from "../../testing/db.ts";
import { editableNamed } from "../content/areas.server.ts";
import { saveRecord, versionOf } from "../admin/content/save.server.ts";
import { checkRedirect, followRedirect, listRedirects, removeRedirect, saveRedirect } from "./redirects.server.ts";

describe.each(testDatabases)("redirects on $name", (database) => {
  let db: Db;
  const actor = { id: "00000000-0000-4000-8000-00000000e045", email: "redirects@example.com" };
  const positions = () => editableNamed("positions")!;
  let firstSlug: string;
  beforeAll(async () => {
    db = await openSeeded(database);
    await db.query(
      "insert into staff_accounts (id, email, display_name, roles) values ($1, $2, 'Dara Editor', '{editor}')",
      [actor.id, actor.email],
    );
    const [row] = await db.query<{ slug: string }>(
      "select slug from career_details where lang = 'en' and published order by slug limit 1",
    );
    firstSlug = row!.slug.replace("/careers/", "");
  });
  afterAll(() => db.close());

  /** Gives the position now at `from` the slug `to`, as the editor does. */
  async function rename(from: string, to: string) {
    const current = (await positions().store.load(db, from))!;
    const value = {
      en: { ...current.en!, slug: to },
      km: current.km ? { ...current.km, slug: to } : null,
    };
    const saved = await saveRecord(db, positions(), {
      key: from,
      value,
      base: versionOf(current),
      actor,
      clientIp: "",
    });
    expect(saved.status, JSON.stringify(saved)).toBe("saved");
  }
  const redirects = async () =>
    Object.fromEntries((await listRedirects(db)).map((redirect) => [redirect.from, redirect.to]));

  it("keeps every old address of a renamed position leading straight to its page, and none from the page itself", async () => {
    const old = `/careers/${firstSlug}`;
    await rename(firstSlug, "renamed-once");
    expect(await redirects()).toEqual({ [old]: "/careers/renamed-once" });
    expect(await followRedirect(db, old)).toBe("/careers/renamed-once");
    expect(await followRedirect(db, `${old}/`)).toBe("/careers/renamed-once");
    const [counted] = await listRedirects(db);
    expect(counted).toMatchObject({ automatic: true, hits: 2, updatedBy: "Dara Editor" });
    expect(counted!.lastHitAt).not.toBeNull();

    // A second change: both old addresses lead to the newest in one hop.
    await rename("renamed-once", "renamed-twice");
    expect(await redirects()).toEqual({
      [old]: "/careers/renamed-twice",
      "/careers/renamed-once": "/careers/renamed-twice",
    });

    // The first slug given back: its page answers there again, and nothing loops.
    await rename("renamed-twice", firstSlug);
    expect(await redirects()).toEqual({
      "/careers/renamed-once": old,
      "/careers/renamed-twice": old,
    });
    expect(await followRedirect(db, "/careers/renamed-once")).toBe(old);
    expect(await followRedirect(db, "/careers/never-was")).toBeNull();
  });

  it("refuses a redirect from a page that answers, from the back office, to no page, to itself and in a loop", async () => {
    const problems = (from: string, to: string, otherSite = false) =>
      checkRedirect(db, { from, to, otherSite }).then((found) => found.map((one) => `${one.field}:${one.problem}`));
    expect(await problems("/careers", "/team")).toEqual(["from:isPage"]);
    expect(await problems("/admin/content", "/team")).toEqual(["from:admin"]);
    expect(await problems("careers", "/team")).toEqual(["from:notPath"]);
    expect(await problems("/summer-2019", "/no-such-page")).toEqual(["to:noPage"]);
    expect(await problems("/summer-2019", "/summer-2019/")).toEqual(["to:same"]);
    expect(await problems("/summer-2019", "javascript:alert(1)")).toEqual(["to:notAddress"]);
    // Another site only when the editor allows it.
    expect(await problems("/summer-2019", "https://example.com/promo")).toEqual(["to:otherSite"]);
    expect(await problems("/summer-2019", "https://example.com/promo", true)).toEqual([]);

    const first = await saveRedirect(db, { from: "/campaign-a", to: "/team?l=km", otherSite: false }, actor.id);
    expect(first).toMatchObject({ saved: true, from: "/campaign-a" });
    // A chain that ends at a page is accepted; closing it into a circle is not.
    const second = await saveRedirect(db, { from: "/campaign-b/", to: "/campaign-a", otherSite: false }, actor.id);
    expect(second).toMatchObject({ saved: true, from: "/campaign-b" });
    expect(await followRedirect(db, "/campaign-b")).toBe("/team?l=km");
    if (!first.saved) return;
    const looped = await saveRedirect(
      db,
      { id: first.id, from: "/campaign-a", to: "/campaign-b", otherSite: false },
      actor.id,
    );
    expect(looped).toEqual({ saved: false, problems: [{ field: "to", problem: "loop" }] });
    expect(await followRedirect(db, "/campaign-a")).toBe("/team?l=km");
    // The same old address twice.
    expect(await saveRedirect(db, { from: "/campaign-a", to: "/careers", otherSite: false }, actor.id)).toEqual({
      saved: false,
      problems: [{ field: "from", problem: "taken" }],
    });
    expect(await removeRedirect(db, first.id)).toBe("/campaign-a");
    expect(await removeRedirect(db, first.id)).toBeNull();
  });

  it("lets an unpublished item's address lead elsewhere, and its page win again once published", async () => {
    const [row] = await db.query<{ slug: string }>(
      "select slug from career_details where lang = 'en' and published and slug <> $1 order by slug limit 1",
      [`/careers/${firstSlug}`],
    );
    const path = row!.slug;
    const key = path.replace("/careers/", "");
    const current = (await positions().store.load(db, key))!;
    const unpublish = (published: boolean, from: typeof current) => ({
      en: { ...from.en!, published },
      km: from.km ? { ...from.km, published } : null,
    });
    expect(await checkRedirect(db, { from: path, to: "/careers", otherSite: false })).toEqual([
      { field: "from", problem: "isPage" },
    ]);
    const hidden = unpublish(false, current);
    await saveRecord(db, positions(), { key, value: hidden, base: versionOf(current), actor, clientIp: "" });
    expect(await checkRedirect(db, { from: path, to: "/careers", otherSite: false })).toEqual([]);
    expect(await saveRedirect(db, { from: path, to: "/careers", otherSite: false }, actor.id)).toMatchObject({
      saved: true,
    });
    expect(await followRedirect(db, path)).toBe("/careers");
  });
});
