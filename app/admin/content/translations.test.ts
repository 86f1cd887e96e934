// The missing-translations list: every record of the site in one language only, found across
// all entities, on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { openSeeded, testDatabases } from "../../../testing/db.ts";
import { editableNamed } from "../../content/areas.server.ts";
import { saveRecord, versionOf } from "./save.server.ts";
import { contentOverview, fieldGaps } from "./translations.server.ts";
import { viewOf } from "../../content/model/entity.ts";

describe.each(testDatabases)("missing translations on $name", (database) => {
  let db: Db;
  const actor = { id: "00000000-0000-4000-8000-00000000e002", email: "translator@example.com" };
  beforeAll(async () => {
    db = await openSeeded(database);
    await db.query(
      "insert into staff_accounts (id, email, display_name, roles) values ($1, $2, 'Translator', '{editor}')",
      [actor.id, actor.email],
    );
  });
  afterAll(() => db.close());

  it("the demo content is complete: nothing is missing, and each entity is counted", async () => {
    const { entities, missing } = await contentOverview(db);
    expect(missing).toEqual([]);
    expect(entities.find((entity) => entity.entity === "positions")?.items).toBeGreaterThan(0);
    expect(entities.find((entity) => entity.entity === "faq")?.items).toBeNull();
  });

  it("lists an item written in English only, and forgets it once its Khmer version is saved", async () => {
    const positions = editableNamed("positions")!;
    const [first] = await positions.store.list!(db);
    const original = (await positions.store.load(db, first!.key))!;
    const english: Record<string, unknown> = { ...original.en!, slug: "translation-test", published: false };
    const created = await saveRecord(db, positions, {
      key: null,
      value: { en: english, km: null },
      base: null,
      actor,
      clientIp: "192.0.2.2",
    });
    expect(created).toMatchObject({ status: "saved", key: "translation-test" });
    expect((await contentOverview(db)).missing).toEqual([
      {
        entity: "positions",
        entityLabel: positions.definition.label,
        key: "translation-test",
        title: String(english.position),
        missing: ["km"],
      },
    ]);
    const saved = (await positions.store.load(db, "translation-test"))!;
    const both = { en: saved.en, km: { ...original.km!, slug: "translation-test", published: false } };
    expect(
      (
        await saveRecord(db, positions, {
          key: "translation-test",
          value: both,
          base: versionOf(saved),
          actor,
          clientIp: "192.0.2.2",
        })
      ).status,
    ).toBe("saved");
    expect((await contentOverview(db)).missing).toEqual([]);
  });

  it("lists the fields of a record in both languages that one lacks or that read the same in both", async () => {
    const positions = editableNamed("positions")!;
    const [first] = await positions.store.list!(db);
    const original = (await positions.store.load(db, first!.key))!;
    const before = (await contentOverview(db, { fields: true })).untranslated.length;
    const pair = {
      en: { ...original.en!, slug: "field-gaps", published: false },
      km: {
        ...original.km!,
        slug: "field-gaps",
        published: false,
        // Pasted from the English side.
        department: original.en!.department,
      },
    };
    const created = await saveRecord(db, positions, { key: null, value: pair, base: null, actor, clientIp: "" });
    expect(created.status).toBe("saved");
    const { untranslated } = await contentOverview(db, { fields: true });
    expect(untranslated).toHaveLength(before + 1);
    expect(untranslated.find((record) => record.key === "field-gaps")?.fields).toEqual([
      { path: ["department"], gap: "same" },
    ]);
    // A text written in one language only; addresses and numbers are the same by nature.
    const record = viewOf(positions.definition).record;
    const km = { ...pair.km, note: " ", email: original.en!.email, orders: original.en!.orders };
    expect(fieldGaps(record, pair.en, km)).toEqual([
      { path: ["department"], gap: "same" },
      { path: ["note"], gap: "km" },
    ]);
  });

  it("publishes an item in the one language it has (each language has its own state)", async () => {
    const positions = editableNamed("positions")!;
    const [first] = await positions.store.list!(db);
    const original = (await positions.store.load(db, first!.key))!;
    const outcome = await saveRecord(db, positions, {
      key: null,
      value: { en: { ...original.en!, slug: "one-language", published: true }, km: null },
      base: null,
      actor,
      clientIp: "192.0.2.2",
    });
    expect(outcome).toMatchObject({ status: "saved", key: "one-language" });
    const saved = await positions.store.load(db, "one-language");
    expect(saved?.en?.published).toBe(true);
    expect(saved?.km).toBeNull();
  });
});
