// Migration 0009: the register names staff accounts that exist, and keeps them; the embedded
// database gets the trigram indexes too, also one made before its client loaded pg_trgm.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, type Db } from "../../../../db/client.ts";
import { migrate, migrationNames } from "../../../../db/migrate.ts";
import { testDatabases } from "../../../../testing/db.ts";
import { alice, insertComplaint, insertContactMessage, openRegisterDb } from "../../../../testing/register.ts";
import { addNote, assignOwner } from "../../../register/workflow.server.ts";
import { savePublicHoliday, updateRegisterSettings } from "../../../register/deadlines.server.ts";

const stranger = { id: "7c9e6679-7425-40de-944b-e07fc1f90ae7", name: "Nobody" };
const trigramIndexes =
  "select indexname from pg_indexes where indexname in ('complaints_search', 'contact_messages_search') order by indexname";

describe.each(testDatabases)("the register's links to staff accounts on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openRegisterDb(database);
  });
  afterAll(() => db.close());

  it("refuses an owner, an actor or an editor of the rules that is no staff account", async () => {
    const { id } = await insertComplaint(db);
    const message = await insertContactMessage(db);
    await expect(assignOwner(db, "complaint", id, stranger, alice)).rejects.toThrow(/foreign key/);
    await expect(assignOwner(db, "contactMessage", message, stranger, alice)).rejects.toThrow(/foreign key/);
    await expect(addNote(db, "complaint", id, "hello", stranger)).rejects.toThrow(/foreign key/);
    await expect(updateRegisterSettings(db, { ackWorkingDays: 3, answerWorkingDays: 15 }, stranger)).rejects.toThrow(
      /foreign key/,
    );
    await expect(
      savePublicHoliday(db, { day: "2026-04-14", nameEn: "Khmer New Year", nameKm: "ចូលឆ្នាំខ្មែរ" }, stranger),
    ).rejects.toThrow(/foreign key/);
    expect(await assignOwner(db, "complaint", id, alice, alice)).toBe(true);
  });

  it("keeps an account that owns a case or acted in the register from being deleted", async () => {
    const { id } = await insertComplaint(db);
    await addNote(db, "complaint", id, "Called back.", alice);
    await expect(db.query("delete from staff_accounts where id = $1", [alice.id])).rejects.toThrow(/foreign key/);
  });

  it("has the trigram indexes", async () => {
    expect((await db.query<{ indexname: string }>(trigramIndexes)).map((row) => row.indexname)).toEqual([
      "complaints_search",
      "contact_messages_search",
    ]);
  });
});

describe("an embedded database migrated before its client loaded pg_trgm", () => {
  const dir = mkdtempSync(join(tmpdir(), "pglite-trgm-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // Two databases made from scratch (PGlite's initdb in WebAssembly): slow on a busy machine.
  it("gets the trigram indexes from 0009", { timeout: 180_000 }, async () => {
    // Migrations up to 0008 on a PGlite without the extension, as db/client.ts used to open it.
    const old = await PGlite.create();
    await old.exec(
      "create table schema_migrations (name text primary key, applied_at timestamptz not null default now())",
    );
    for (const name of migrationNames().filter((name) => name < "0009")) {
      await old.exec(readFileSync(new URL(`../../../../db/migrations/${name}`, import.meta.url), "utf8"));
      await old.query("insert into schema_migrations (name) values ($1)", [name]);
    }
    expect((await old.query(trigramIndexes)).rows).toEqual([]);
    const snapshot = join(dir, "old.tar.gz");
    writeFileSync(snapshot, new Uint8Array(await (await old.dumpDataDir("gzip")).arrayBuffer()));
    await old.close();

    const db = await openPglite(null, snapshot);
    try {
      expect(await migrate(db)).toEqual(migrationNames().filter((name) => name >= "0009"));
      expect((await db.query<{ indexname: string }>(trigramIndexes)).map((row) => row.indexname)).toEqual([
        "complaints_search",
        "contact_messages_search",
      ]);
    } finally {
      await db.close();
    }
  });
});
