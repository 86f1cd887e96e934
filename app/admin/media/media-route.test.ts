// The media library's screens over HTTP, as a browser uses them: upload (accepted and refused),
// the original served at its public path, the picker's JSON, alt text edits, and a deletion
// refused while a page uses the item; each only for the editor role.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../testing/db.ts";
import { serveBackOffice, type BackOffice } from "../../../testing/admin-http.ts";
import { uploadFixture } from "../../../testing/kit.ts";
import type { PickerPage, PickerUpload } from "./media-json.ts";

describe.each(testDatabases)("media library screens on $name", (database) => {
  let office: BackOffice;
  let editor: string;
  let complaints: string;

  const upload = (
    cookie: string,
    fields: Record<string, string>,
    file: [string, Uint8Array<ArrayBuffer>],
    lang = "en",
    path = "/admin/media",
  ) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set("file", new Blob([file[1]]), file[0]);
    return fetch(`${office.base}${path}${lang === "km" ? "?l=km" : ""}`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, origin: office.base },
      body: form,
    });
  };

  beforeAll(async () => {
    office = await serveBackOffice(database);
    editor = (await office.signIn(["editor"])).cookie;
    complaints = (await office.signIn(["complaints"])).cookie;
  });
  afterAll(() => office.close());

  it("lets an editor upload an image, then serves it to anyone at /media/<name>", async () => {
    const answer = await upload(editor, { alt_en: "Claims counter", alt_km: "បញ្ជរទាមទារសំណង" }, [
      "counter.png",
      uploadFixture("photo.png"),
    ]);
    expect(answer.status).toBe(302);
    const location = answer.headers.get("location")!;
    expect(location).toMatch(/^\/admin\/media\/[0-9a-f-]{36}\?done=uploaded$/);
    const page = await office.get(location, editor);
    const html = await page.text();
    expect(html).toContain("The file was uploaded.");
    const path = /<code>(\/media\/counter-[0-9a-f]{16}\.png)<\/code>/.exec(html)?.[1];
    expect(path).toBeDefined();
    const original = await fetch(`${office.base}${path}`);
    expect(original.status).toBe(200);
    expect(original.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await original.arrayBuffer()).equals(Buffer.from(uploadFixture("photo.png")))).toBe(true);
  });

  it("refuses a renamed program and an image without alt texts, with messages in the form's language", async () => {
    const program = new Uint8Array([0x4d, 0x5a, ...new Array(200).fill(0)]);
    const refused = await upload(editor, { alt_en: "x", alt_km: "x" }, ["banner.jpg", program]);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("This file is not an accepted image");
    const noAlt = await upload(
      editor,
      { alt_en: "Banner", alt_km: "" },
      ["banner.png", uploadFixture("photo.png")],
      "km",
    );
    expect(noAlt.status).toBe(400);
    const html = await noAlt.text();
    expect(html).toContain("សូមបញ្ចូលអត្ថបទជំនួសជាភាសាខ្មែរ។");
    // What was typed is kept.
    expect(html).toContain('value="Banner"');
  });

  it("lists the library as JSON for the picker, searched by alt text, never cached", async () => {
    const answer = await office.get(
      "/admin/media.json?q=%E1%9E%94%E1%9E%89%E1%9F%92%E1%9E%87%E1%9E%9A&kind=image",
      editor,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toContain("no-store");
    const page = (await answer.json()) as PickerPage;
    expect(page.items.map((item) => item.altEn)).toEqual(["Claims counter"]);
    expect(page.items[0]!.uses).toBe(0);
    const none = (await (await office.get("/admin/media.json?kind=document", editor)).json()) as PickerPage;
    expect(none.items).toEqual([]);
  });

  it("takes an upload from the picker as JSON: the new item, or the problems; the kind asked for is checked", async () => {
    const stored = await upload(
      editor,
      { alt_en: "Garage sign", alt_km: "ស្លាកយានដ្ឋាន", kind: "image" },
      ["garage sign.png", uploadFixture("photo.png")],
      "en",
      "/admin/media.json",
    );
    expect(stored.status).toBe(201);
    expect(stored.headers.get("cache-control")).toContain("no-store");
    const { item } = (await stored.json()) as Extract<PickerUpload, { item: unknown }>;
    expect(item).toMatchObject({
      kind: "image",
      originalName: "garage sign.png",
      altEn: "Garage sign",
      altKm: "ស្លាកយានដ្ឋាន",
      uses: 0,
    });
    expect(item.name).toMatch(/^garage-sign-[0-9a-f]{16}\.png$/);
    expect(item.width).toBeGreaterThan(0);
    expect((await fetch(`${office.base}/media/${item.name}`)).status).toBe(200);
    const refused = async (fields: Record<string, string>, file: [string, Uint8Array<ArrayBuffer>]) => {
      const answer = await upload(editor, fields, file, "en", "/admin/media.json");
      expect(answer.status).toBe(400);
      return ((await answer.json()) as Extract<PickerUpload, { problems: unknown }>).problems;
    };
    expect(
      await refused({ alt_en: "Garage sign", alt_km: "", kind: "image" }, ["sign.png", uploadFixture("photo.png")]),
    ).toEqual(["altKmMissing"]);
    expect(
      await refused({ alt_en: "x", alt_km: "x", kind: "document" }, ["sign.png", uploadFixture("photo.png")]),
    ).toEqual(["wrongKind"]);
    expect(
      await refused({ alt_en: "x", alt_km: "x", kind: "image" }, [
        "sign.png",
        new Uint8Array([0x4d, 0x5a, ...new Array(200).fill(0)]),
      ]),
    ).toEqual(["unsupportedType"]);
    // Only an editor may upload.
    expect(
      (
        await upload(
          complaints,
          { alt_en: "x", alt_km: "x" },
          ["a.png", uploadFixture("photo.png")],
          "en",
          "/admin/media.json",
        )
      ).status,
    ).toBe(403);
  });

  it("is refused to the complaints role and to visitors", async () => {
    for (const path of ["/admin/media", "/admin/media.json"]) {
      expect((await office.get(path, complaints)).status, path).toBe(403);
      expect((await office.get(path, "")).status, path).toBe(302);
    }
  });

  it("edits alt texts, refuses to delete an item in use with the pages' list, deletes it once unused", async () => {
    const page = (await (await office.get("/admin/media.json?q=counter", editor)).json()) as PickerPage;
    const item = page.items[0]!;
    const saved = await office.post(`/admin/media/${item.id}`, editor, {
      intent: "alt",
      alt_en: "Claims desk",
      alt_km: "តុទាមទារសំណង",
    });
    expect(saved.status).toBe(302);
    expect(await (await office.get(`/admin/media/${item.id}`, editor)).text()).toContain('value="Claims desk"');
    const empty = await office.post(`/admin/media/${item.id}`, editor, { intent: "alt", alt_en: "", alt_km: "តុ" });
    expect(empty.status).toBe(400);

    await office.db.query("update claims set image1 = $1", [`/media/${item.name}`]);
    const refused = await office.post(`/admin/media/${item.id}`, editor, { intent: "delete" });
    expect(refused.status).toBe(409);
    const html = await refused.text();
    expect(html).toContain("This item is used and was not deleted.");
    expect(html).toContain('href="/claims"');
    expect(html).toContain('href="/claims?l=km"');
    expect((await fetch(`${office.base}/media/${item.name}`)).status).toBe(200);

    await office.db.query("update claims set image1 = '/demo/service/claims.svg'");
    const deleted = await office.post(`/admin/media/${item.id}`, editor, { intent: "delete" });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe("/admin/media?done=deleted");
    expect((await office.get(`/admin/media/${item.id}`, editor)).status).toBe(404);
    expect((await fetch(`${office.base}/media/${item.name}`)).status).toBe(404);
    const audit = await office.db.query<{ action: string }>(
      "select action from staff_audit_log where target_id = $1 order by id",
      [item.id],
    );
    expect(audit.map((row) => row.action)).toEqual(["media.uploaded", "media.updated", "media.deleted"]);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect((await office.get("/admin/media/00000000-0000-4000-8000-000000000000", editor)).status).toBe(404);
    expect((await office.get("/admin/media/nope", editor)).status).toBe(404);
    expect((await office.post("/admin/media/nope", editor, { intent: "delete" })).status).toBe(404);
  });
});
