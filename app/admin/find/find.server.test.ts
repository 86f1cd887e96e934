// The back office's search (issue 45), on PGlite and PostgreSQL: an item saved in the editor,
// unfinished and unpublished, is found by a Khmer word inside a compound and by an English word,
// with the words marked; renamed, it is found under its new key only; removed, not at all. Media
// are found by their descriptions, a complaint by its reference only for the complaints team.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { openSeeded, testDatabases } from "../../../testing/db.ts";
import { insertComplaint } from "../../../testing/register.ts";
import { editableNamed } from "../../content/areas.server.ts";
import { emptyValue } from "../../content/model/field.ts";
import { viewOf } from "../../content/model/entity.ts";
import { saveRecord } from "../content/save.server.ts";
import { loadSaved } from "../content/unfinished.server.ts";
import { versionOf } from "../content/save.server.ts";
import { findEverywhere } from "./find.server.ts";

describe.each(testDatabases)("the back office's search on $name", (database) => {
  let db: Db;
  const actor = { id: "00000000-0000-4000-8000-00000000f045", email: "finder@example.com" };
  const positions = () => editableNamed("positions")!;
  const everything = { content: true, complaints: true };
  beforeAll(async () => {
    db = await openSeeded(database);
    await db.query(
      "insert into staff_accounts (id, email, display_name, roles) values ($1, $2, 'Finder', '{editor}')",
      [actor.id, actor.email],
    );
  });
  afterAll(() => db.close());

  const marks = (parts: { text: string; mark: boolean }[]) =>
    parts.filter((part) => part.mark).map((part) => part.text);

  it("finds an unpublished item by a Khmer word inside a compound and by an English word, marked", async () => {
    const blank = emptyValue(viewOf(positions().definition).record) as Record<string, unknown>;
    const saved = await saveRecord(db, positions(), {
      key: null,
      value: {
        en: { ...blank, position: "Fire claims assessor", published: false },
        km: { ...blank, position: "អ្នកវាយតម្លៃសំណងធានារ៉ាប់រងអគ្គិភ័យ", published: false },
      },
      base: null,
      actor,
      clientIp: "",
    });
    expect(saved.status).toBe("saved");
    const key = saved.status === "saved" ? saved.key : "";

    const khmer = await findEverywhere(db, "អគ្គិភ័យ", everything);
    const hit = khmer.items.find((item) => item.entity === "positions" && item.key === key);
    expect(hit, JSON.stringify(khmer.items.map((item) => item.key))).toBeDefined();
    expect(hit).toMatchObject({ lang: "km", href: `/admin/content/positions/${key}` });
    expect(marks(hit!.title).join("")).toContain("អគ្គិភ័យ");

    const english = await findEverywhere(db, "assessors", everything);
    const found = english.items.find((item) => item.key === key);
    expect(found?.lang).toBe("en");
    expect(marks(found!.title)).toEqual(["assessor"]);

    // Removed: found no more.
    const current = (await loadSaved(db, positions(), key))!;
    await saveRecord(db, positions(), {
      key,
      value: current,
      base: versionOf(current),
      actor,
      clientIp: "",
      remove: true,
    });
    expect((await findEverywhere(db, "អគ្គិភ័យ", everything)).items.some((item) => item.key === key)).toBe(false);
  });

  it("finds a published page's text in both languages, and media by their descriptions", async () => {
    const [media] = await db.query<{ id: string; alt_km: string }>(
      "select id, alt_km from media where alt_km <> '' order by name limit 1",
    );
    const word = media!.alt_km.split(/\s+/)[0]!;
    const answer = await findEverywhere(db, word, everything);
    expect(answer.media.map((file) => file.id)).toContain(media!.id);
    expect(marks(answer.media.find((file) => file.id === media!.id)!.description).length).toBeGreaterThan(0);

    const team = await findEverywhere(db, "claims", everything);
    expect(team.items.length).toBeGreaterThan(1);
    // Content is the editors' only.
    expect((await findEverywhere(db, "claims", { content: false, complaints: true })).items).toEqual([]);
  });

  it("finds a complaint by its reference, for the complaints team only", async () => {
    const { id, reference } = await insertComplaint(db);
    const answer = await findEverywhere(db, ` ${reference.toLowerCase()} `, everything);
    expect(answer.complaint).toMatchObject({ id, reference, status: "new" });
    expect((await findEverywhere(db, reference, { content: true, complaints: false })).complaint).toBeNull();
    expect((await findEverywhere(db, "CMP-1999-000001", everything)).complaint).toBeNull();
  });
});
