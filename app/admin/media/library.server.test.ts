// The media table, its search and paging, where an item is used, and uploads and deletions
// that leave nothing half-done, on PGlite and PostgreSQL.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { contentTables } from "../../content/areas.server.ts";
import { openSeeded, testDatabases } from "../../../testing/db.ts";
import { filesUnder, uploadFixture } from "../../../testing/kit.ts";
import { makeStaff } from "../../../testing/staff.ts";
import { localStorage, type FileStorage } from "../../uploads/storage.server.ts";
import {
  generateMediaName,
  getMedia,
  insertMedia,
  listMedia,
  setMediaFocus,
  usageCounts,
  whereUsed,
} from "./library.server.ts";
import { mediaFocusPoints } from "../../images/image-focus.server.ts";
import { mediaNamePattern, mediaPath } from "../../uploads/media.ts";
import { deleteMedia, uploadMedia } from "./upload.server.ts";

function uploadRequest(fields: Record<string, string>, file?: [string, Uint8Array<ArrayBuffer>]): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set("file", new Blob([file[1]]), file[0]);
  return new Request("http://site.test/admin/media", { method: "POST", body: form });
}

describe.each(testDatabases)("media library on $name", (database) => {
  let db: Db;
  let storage: FileStorage;
  let root: string;
  let actor: { id: string; email: string };
  const context = () => ({ db, storage, tmpDir: join(root, "tmp"), actor, clientIp: "203.0.113.5" });

  beforeAll(async () => {
    db = await openSeeded(database);
    root = mkdtempSync(join(tmpdir(), "media-library-test-"));
    storage = localStorage(join(root, "uploads"));
    const staff = await makeStaff(db, ["editor"]);
    actor = { id: staff.id, email: staff.email };
  });
  afterAll(async () => {
    await db.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("searches every content table for uses (all but the external addresses, which are web addresses only)", async () => {
    const tables = await db.query<{ table: string }>(
      `select distinct event_object_table as table from information_schema.triggers where trigger_name = 'content_changed' order by 1`,
    );
    const searched = new Set<string>(contentTables.map((page) => page.table));
    expect(tables.map((row) => row.table).filter((table) => !searched.has(table))).toEqual(["media", "site_links"]);
  });

  it("keeps an image's focal point for the pages' crops, refuses one outside the picture, and goes back to the middle", async () => {
    const { items } = await listMedia(db, { kind: "image" }, 1);
    const image = items[0]!;
    expect((await setMediaFocus(db, image.id, { x: 0.25, y: 0.9 }))?.focus).toEqual({ x: 0.25, y: 0.9 });
    expect((await mediaFocusPoints(db))[mediaPath(image.name)]).toBe("25% 90%");
    // The database itself refuses a point outside the picture, whatever calls it.
    await expect(setMediaFocus(db, image.id, { x: 1.4, y: 0.5 })).rejects.toThrow();
    expect((await getMedia(db, image.id))?.focus).toEqual({ x: 0.25, y: 0.9 });
    expect((await setMediaFocus(db, image.id, null))?.focus).toBeNull();
    expect(await mediaFocusPoints(db)).not.toHaveProperty(mediaPath(image.name));
  });

  it("holds the demo content's images after seeding, each with both alt texts and used by some page", async () => {
    const { items } = await listMedia(db, { kind: "image" }, 100);
    expect(items.length).toBeGreaterThan(20);
    for (const item of items) {
      expect(item.name).toMatch(/^[a-z0-9-]+-[0-9a-f]{16}\.(jpg|png|svg)$/);
      expect(item.altEn.length * item.altKm.length, item.name).toBeGreaterThan(0);
    }
    const counts = await usageCounts(
      db,
      items.map((item) => item.name),
    );
    expect([...counts.values()].every((count) => count > 0)).toBe(true);
    // No content row refers to a demo image by its old path any more.
    expect(await db.query("select 1 from claims c where to_jsonb(c)::text like '%/demo/%.svg%'")).toEqual([]);
  });

  it("generates names that follow the pattern and never repeat", () => {
    const names = new Set(Array.from({ length: 50 }, () => generateMediaName("Claims Banner (final).PNG", "png")));
    expect(names.size).toBe(50);
    for (const name of names) expect(name).toMatch(/^claims-banner-final-[0-9a-f]{16}\.png$/);
    expect(generateMediaName("ប្រាក់.pdf", "pdf")).toMatch(/^[0-9a-f]{16}\.pdf$/);
    expect(generateMediaName("../../etc/passwd", "jpg")).toMatch(mediaNamePattern);
  });

  it("uploads an image with both alt texts: stored, listed, audited", async () => {
    const outcome = await uploadMedia(
      uploadRequest({ alt_en: "Claims counter", alt_km: "បញ្ជរទាមទារសំណង" }, [
        "Claims Counter.png",
        uploadFixture("photo.png"),
      ]),
      context(),
    );
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const { item } = outcome;
    expect(item).toMatchObject({
      kind: "image",
      mimeType: "image/png",
      originalName: "Claims Counter.png",
      altEn: "Claims counter",
      altKm: "បញ្ជរទាមទារសំណង",
      createdBy: actor.id,
    });
    expect(item.width).toBeGreaterThan(0);
    expect((await storage.read(`media/${item.name}`)).equals(Buffer.from(uploadFixture("photo.png")))).toBe(true);
    const [entry] = await db.query<{ action: string; target_id: string }>(
      "select action, target_id from staff_audit_log where target_type = 'media' and target_id = $1",
      [item.id],
    );
    expect(entry).toEqual({ action: "media.uploaded", target_id: item.id });
    // The temporary file is gone.
    expect(filesUnder(join(root, "tmp"))).toEqual([]);
  });

  it("refuses an image without alt texts, and a renamed program, storing nothing", async () => {
    const before = filesUnder(join(root, "uploads"));
    const noAlt = await uploadMedia(
      uploadRequest({ alt_en: "", alt_km: "" }, ["banner.png", uploadFixture("photo.png")]),
      context(),
    );
    expect(noAlt).toMatchObject({ ok: false, problems: ["altEnMissing", "altKmMissing"] });
    const program = new Uint8Array(new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(120).fill(0)]));
    const elf = await uploadMedia(uploadRequest({ alt_en: "x", alt_km: "x" }, ["banner.jpg", program]), context());
    expect(elf).toMatchObject({ ok: false, problems: ["unsupportedType"] });
    const none = await uploadMedia(uploadRequest({ alt_en: "x", alt_km: "x" }), context());
    expect(none).toMatchObject({ ok: false, problems: ["noFile"] });
    expect(filesUnder(join(root, "uploads"))).toEqual(before);
    expect(filesUnder(join(root, "tmp"))).toEqual([]);
  });

  it("leaves no file in storage when the row cannot be written", async () => {
    const before = filesUnder(join(root, "uploads"));
    const failing: Db = { ...db, transaction: async () => Promise.reject(new Error("database went away")) } as Db;
    await expect(
      uploadMedia(uploadRequest({ alt_en: "a", alt_km: "ក" }, ["lost.png", uploadFixture("photo.png")]), {
        ...context(),
        db: failing,
      }),
    ).rejects.toThrow("database went away");
    expect(filesUnder(join(root, "uploads"))).toEqual(before);
  });

  it("uploads a document without alt texts", async () => {
    const outcome = await uploadMedia(
      uploadRequest({ alt_en: "", alt_km: "" }, ["Claim form.pdf", uploadFixture("letter.pdf")]),
      context(),
    );
    expect(outcome).toMatchObject({
      ok: true,
      item: { kind: "document", mimeType: "application/pdf", width: null, height: null },
    });
  });

  it("searches by name and by alt text in either language, pages by keyset", async () => {
    for (let i = 0; i < 5; i++) {
      await insertMedia(db, {
        name: `paged-${i}-0123456789abcdef.png`,
        originalName: `paged ${i}.png`,
        kind: "image",
        mimeType: "image/png",
        byteSize: 10,
        width: 10,
        height: 10,
        altEn: `Paged ${i}`,
        altKm: `ទំព័រ ${i}`,
        createdBy: null,
      });
    }
    expect((await listMedia(db, { q: "claims counter" })).items.map((item) => item.originalName)).toEqual([
      "Claims Counter.png",
    ]);
    expect((await listMedia(db, { q: "បញ្ជរ" })).items.map((item) => item.originalName)).toEqual(["Claims Counter.png"]);
    expect((await listMedia(db, { q: "CLAIM FORM" })).items.map((item) => item.kind)).toEqual(["document"]);
    expect(
      (await listMedia(db, { q: "claims counter", kind: "image" })).items.map((item) => item.originalName),
    ).toEqual(["Claims Counter.png"]);
    expect((await listMedia(db, { q: "claims counter", kind: "document" })).items).toEqual([]);
    expect((await listMedia(db, { q: "100%_" })).items).toEqual([]);
    const seen: string[] = [];
    let before: string | undefined;
    for (;;) {
      const page = await listMedia(db, { q: "paged", before }, 2);
      seen.push(...page.items.map((item) => item.name));
      if (!page.nextBefore) break;
      before = page.nextBefore;
    }
    expect(seen.sort()).toEqual(Array.from({ length: 5 }, (_, i) => `paged-${i}-0123456789abcdef.png`));
  });

  it("finds where an item is used, names the pages, and refuses to delete it until none is", async () => {
    const [item] = (await listMedia(db, { q: "claims counter" })).items;
    const path = mediaPath(item!.name);
    expect(await whereUsed(db, item!.name)).toEqual([]);
    await db.query("update claims set image1 = $1 where lang = 'km'", [path]);
    await db.query(
      "update menu_images set src = $1 where lang = 'en' and orders = (select min(orders) from menu_images where lang = 'en' and menu_slug = '/corporate/fire-insurance') and menu_slug = '/corporate/fire-insurance'",
      [path],
    );
    // An unfinished item, kept outside its table until it is complete, uses it too.
    await db.query(
      "insert into content_unfinished (entity, key, value) values ('positions', 'draft-0a1b2c3d', $1::jsonb)",
      [JSON.stringify({ en: { position: "Claims assessor", image: path }, km: null })],
    );
    // The English and Khmer rows of the product page are one page.
    await db.query(
      "update menu_images set src = $1 where lang = 'km' and orders = (select min(orders) from menu_images where lang = 'km' and menu_slug = '/corporate/fire-insurance') and menu_slug = '/corporate/fire-insurance'",
      [path],
    );
    const uses = await whereUsed(db, item!.name);
    expect(uses).toEqual(
      expect.arrayContaining([
        {
          page: { en: "Positions (careers) (not finished)", km: "មុខតំណែង (ឱកាសការងារ) (មិនទាន់បញ្ចប់)" },
          titles: {},
          href: "/admin/content/positions/draft-0a1b2c3d",
          langs: [],
        },
        {
          page: { en: "Claims", km: "ការទាមទារសំណង" },
          titles: { km: expect.anything() },
          href: "/claims",
          langs: ["km"],
        },
        expect.objectContaining({
          page: { en: "Product page", km: "ទំព័រផលិតផល" },
          langs: ["en", "km"],
          href: "/corporate/fire-insurance",
        }),
      ]),
    );
    expect(uses.filter((use) => use.href === "/corporate/fire-insurance")).toHaveLength(1);
    expect(uses).toHaveLength(3);
    expect((await usageCounts(db, [item!.name, "unused-0123456789abcdef.png"])).get(item!.name)).toBe(uses.length);
    expect((await usageCounts(db, ["unused-0123456789abcdef.png"])).get("unused-0123456789abcdef.png")).toBe(0);

    const refused = await deleteMedia(item!.id, context());
    expect(refused).toMatchObject({ ok: false, reason: "inUse" });
    expect(await getMedia(db, item!.id)).not.toBeNull();
    expect(await storage.open(`media/${item!.name}`)).not.toBeNull();

    await db.query("update claims set image1 = '/demo/service/claims.svg' where lang = 'km'");
    await db.query("update menu_images set src = '/demo/x.jpg' where src = $1", [path]);
    await db.query("delete from content_unfinished where key = 'draft-0a1b2c3d'");
    expect(await deleteMedia(item!.id, context())).toEqual({ ok: true });
    expect(await getMedia(db, item!.id)).toBeNull();
    expect(await storage.open(`media/${item!.name}`)).toBeNull();
    const actions = await db.query<{ action: string }>(
      "select action from staff_audit_log where target_id = $1 order by id",
      [item!.id],
    );
    expect(actions.map((row) => row.action)).toEqual(["media.uploaded", "media.deleted"]);
    expect(await deleteMedia(item!.id, context())).toEqual({ ok: false, reason: "notFound" });
    expect(await getMedia(db, "not-a-uuid")).toBeNull();
  });

  it("keeps an image's alt texts required in the table itself", async () => {
    await expect(
      insertMedia(db, {
        name: "no-alt-0123456789abcdef.png",
        originalName: "x.png",
        kind: "image",
        mimeType: "image/png",
        byteSize: 1,
        width: 1,
        height: 1,
        altEn: "",
        altKm: "",
        createdBy: null,
      }),
    ).rejects.toThrow();
  });
});
