// A complaint's files over HTTP (production build, real database, real storage: a folder, then
// an S3 server): who may open them, what the answer says, and the attacks refused with nothing
// given away.
import { randomUUID } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../../db/client.ts";
import { createApp } from "../../../../server/app.ts";
import { formsConfig, loadEnv, siteConfig } from "../../../../server/env.ts";
import { openSeeded, testDatabases } from "../../../../testing/db.ts";
import {
  listen,
  productionBuild,
  rawRequest,
  startS3,
  uploadFixture,
  type RawAnswer,
  type TestS3,
} from "../../../../testing/kit.ts";
import { insertComplaint } from "../../../../testing/register.ts";
import { makeStaff } from "../../../../testing/staff.ts";
import { createSession } from "../../../staff-session/sessions.server.ts";
import type { StaffRole } from "../../../staff-session/roles.ts";
import { localStorage, s3Storage, type FileStorage } from "../../../uploads/storage.server.ts";

const letter = uploadFixture("letter.pdf");
const photo = uploadFixture("receipt.jpg");

interface StoredFile {
  id: string;
  key: string;
}

describe("a complaint's files", () => {
  let db: Db;
  let storage: FileStorage;
  let base: string;
  let close: () => Promise<void>;
  let s3: TestS3 | undefined;
  const tmp = mkdtempSync(join(tmpdir(), "complaint-files-"));
  const cookies = {} as Record<StaffRole | "disabled", string>;

  /** Puts `bytes` in `into` and records it as the complaint's file. */
  async function attach(
    complaintId: string,
    name: string,
    bytes: Uint8Array,
    contentType: string,
    into = storage,
  ): Promise<StoredFile> {
    const key = `complaints/2026/01/${randomUUID()}.${contentType === "image/jpeg" ? "jpg" : "pdf"}`;
    const source = join(tmp, randomUUID());
    writeFileSync(source, bytes);
    await into.put(key, source, contentType);
    const [row] = await db.query<{ id: string }>(
      `insert into complaint_files (complaint_id, position, storage_key, original_name, content_type, size_bytes)
       values ($1, (select count(*) from complaint_files where complaint_id = $1), $2, $3, $4, $5) returning id`,
      [complaintId, key, name, contentType, bytes.length],
    );
    return { id: row!.id, key };
  }

  async function serve(with_: FileStorage) {
    const { build, clientDir } = await productionBuild();
    const env = loadEnv({});
    return listen(
      createApp({
        build,
        clientDir,
        services: { db, config: siteConfig(env), storage: with_, forms: formsConfig(env) },
      }),
    );
  }

  beforeAll(async () => {
    db = await openSeeded(testDatabases[0]!);
    storage = localStorage(join(tmp, "uploads"));
    ({ base, close } = await serve(storage));
    for (const roles of [["complaints"], ["editor"], ["admin"]] as StaffRole[][]) {
      const staff = await makeStaff(db, roles);
      cookies[roles[0]!] = `staff_session=${await createSession(db, staff.id, { now: new Date(), clientIp: "" })}`;
    }
    const disabled = await makeStaff(db, ["complaints"]);
    cookies.disabled = `staff_session=${await createSession(db, disabled.id, { now: new Date(), clientIp: "" })}`;
    await db.query("update staff_accounts set status = 'disabled' where id = $1", [disabled.id]);
  });
  afterAll(async () => {
    await close();
    await s3?.close();
    await db.close();
  });

  const get = (path: string, cookie = cookies.complaints, headers: Record<string, string> = {}, method = "GET") =>
    fetch(`${base}${path}`, { method, redirect: "manual", headers: { ...(cookie ? { cookie } : {}), ...headers } });
  const url = (complaintId: string, fileId: string, query = "") =>
    `/admin/complaints/${complaintId}/files/${fileId}${query}`;
  const opened = (complaintId: string) =>
    db.query<{ actor_id: string; target_type: string; detail: Record<string, string> }>(
      "select actor_id, target_type, detail from staff_audit_log where action = 'file.opened' and target_id = $1 order by id",
      [complaintId],
    );

  it("sends a file as a download: its bytes, its stored type, its name, and headers that keep it from running as a page", async () => {
    const complaint = await insertComplaint(db);
    const file = await attach(complaint.id, "លិខិត letter.pdf", letter, "application/pdf");
    const response = await get(url(complaint.id, file.id));
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(letter))).toBe(true);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "application/pdf",
      "content-length": String(letter.length),
      "content-disposition":
        "attachment; filename=\"_____ letter.pdf\"; filename*=UTF-8''%E1%9E%9B%E1%9E%B7%E1%9E%81%E1%9E%B7%E1%9E%8F%20letter.pdf",
      "x-content-type-options": "nosniff",
      "content-security-policy": "sandbox; default-src 'none'",
      "cache-control": "no-store, private",
      "x-robots-tag": "noindex, nofollow",
      "accept-ranges": "bytes",
    });
    const [entry] = await opened(complaint.id);
    expect(entry).toMatchObject({ target_type: "complaint", detail: { file: file.id, mode: "download" } });
  });

  it("shows a JPEG or PNG inline for the preview, gives a PDF to the page as an attachment, and sends anything else as a download", async () => {
    const complaint = await insertComplaint(db);
    const image = await attach(complaint.id, "receipt.jpg", photo, "image/jpeg");
    const pdf = await attach(complaint.id, "letter.pdf", letter, "application/pdf");
    const word = await attach(
      complaint.id,
      "statement.docx",
      letter,
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    const preview = await get(url(complaint.id, image.id, "?view=preview"));
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-type")).toBe("image/jpeg");
    expect(preview.headers.get("content-disposition")).toBe('inline; filename="receipt.jpg"');
    expect(preview.headers.get("content-security-policy")).toBe("sandbox; default-src 'none'");
    expect(Buffer.from(await preview.arrayBuffer()).equals(Buffer.from(photo))).toBe(true);
    // The record page's pdf.js reads the PDF's bytes; the browser itself would only download it.
    const forTheReader = await get(url(complaint.id, pdf.id, "?view=preview"));
    expect(Buffer.from(await forTheReader.arrayBuffer()).equals(Buffer.from(letter))).toBe(true);
    expect(forTheReader.headers.get("content-type")).toBe("application/pdf");
    expect(forTheReader.headers.get("content-disposition")).toBe('attachment; filename="letter.pdf"');
    expect(forTheReader.headers.get("content-security-policy")).toBe("sandbox; default-src 'none'");
    const notShown = await get(url(complaint.id, word.id, "?view=preview"));
    await notShown.arrayBuffer();
    expect(notShown.headers.get("content-disposition")).toBe('attachment; filename="statement.docx"');
    expect((await opened(complaint.id)).map((entry) => entry.detail)).toEqual([
      { file: image.id, mode: "preview" },
      { file: pdf.id, mode: "preview" },
      { file: word.id, mode: "download" },
    ]);
  });

  it("answers HEAD with the headers alone, and serves one byte range (206, 416, If-Range)", async () => {
    const complaint = await insertComplaint(db);
    const file = await attach(complaint.id, "letter.pdf", letter, "application/pdf");
    const head = await get(url(complaint.id, file.id), cookies.complaints, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(letter.length));
    expect(head.headers.get("content-disposition")).toBe('attachment; filename="letter.pdf"');
    expect(await opened(complaint.id)).toEqual([]);

    const part = await get(url(complaint.id, file.id), cookies.complaints, { range: "bytes=100-199" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-199/${letter.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(Buffer.from(letter.subarray(100, 200)))).toBe(true);
    const etag = part.headers.get("etag")!;
    const resumed = await get(url(complaint.id, file.id), cookies.complaints, {
      range: "bytes=200-",
      "if-range": etag,
    });
    expect(resumed.status).toBe(206);
    expect(Buffer.from(await resumed.arrayBuffer()).equals(Buffer.from(letter.subarray(200)))).toBe(true);
    const changed = await get(url(complaint.id, file.id), cookies.complaints, {
      range: "bytes=200-",
      "if-range": '"something-else"',
    });
    expect(changed.status).toBe(200);
    expect((await changed.arrayBuffer()).byteLength).toBe(letter.length);
    const past = await get(url(complaint.id, file.id), cookies.complaints, { range: `bytes=${letter.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe(`bytes */${letter.length}`);
    // Every answer that carried bytes is recorded, ranges too.
    expect((await opened(complaint.id)).map((entry) => entry.detail.range ?? "whole")).toEqual([
      "100-199",
      `200-${letter.length - 1}`,
      "whole",
    ]);
  });

  describe("attacks", () => {
    let mine: { id: string };
    let theirs: { id: string };
    let myFile: StoredFile;
    let theirFile: StoredFile;
    let unknownAnswer: { status: number; body: string; type: string | null };

    beforeAll(async () => {
      [mine, theirs] = [await insertComplaint(db), await insertComplaint(db)];
      myFile = await attach(mine.id, "mine.pdf", letter, "application/pdf");
      theirFile = await attach(theirs.id, "theirs.jpg", photo, "image/jpeg");
      const unknown = await get(url(mine.id, randomUUID()));
      unknownAnswer = { status: unknown.status, body: await unknown.text(), type: unknown.headers.get("content-type") };
    });

    /** The same answer as for an id that never existed: nothing says the file is there. */
    async function expectNothing(response: Response | RawAnswer) {
      const body = response instanceof Response ? await response.text() : response.body.toString();
      const type =
        response instanceof Response
          ? response.headers.get("content-type")
          : (response.headers["content-type"] ?? null);
      expect({ status: response.status, body, type }).toEqual(unknownAnswer);
    }

    it("answers a file id of another complaint as an unknown one, and records nothing", async () => {
      expect(unknownAnswer).toEqual({ status: 404, body: "Not found", type: "text/plain; charset=utf-8" });
      await expectNothing(await get(url(mine.id, theirFile.id)));
      await expectNothing(await get(url(mine.id, theirFile.id, "?view=preview")));
      await expectNothing(await get(url(theirs.id, myFile.id)));
      await expectNothing(await get(url(randomUUID(), myFile.id)));
      expect(await opened(mine.id)).toEqual([]);
      expect(await opened(theirs.id)).toEqual([]);
    });

    it("answers malformed and path-like ids as unknown ones", async () => {
      for (const fileId of [
        "not-an-id",
        `${myFile.id}x`,
        encodeURIComponent(myFile.key),
        encodeURIComponent(`../../${myFile.key}`),
        "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
        "..%5C..%5Cwindows",
      ]) {
        await expectNothing(await rawRequest(base, url(mine.id, fileId), { headers: { cookie: cookies.complaints } }));
      }
      // A key in the address's own path, dot segments left as sent: no file route matches (the back office's page not found).
      for (const path of [
        `/admin/complaints/${mine.id}/files/${myFile.key}`,
        `/admin/complaints/${mine.id}/files/../../../../${myFile.key}`,
      ]) {
        const answer = await rawRequest(base, path, { headers: { cookie: cookies.complaints } });
        expect(answer.status, path).toBe(404);
        expect(answer.body.includes(Buffer.from(letter.subarray(0, 64)))).toBe(false);
      }
      expect(await opened(mine.id)).toEqual([]);
    });

    it("refuses a stored key that leads out of the storage, even when the file is there", async () => {
      // A row written by hand (the site never makes such a key), pointing at a real file beside the uploads folder.
      writeFileSync(join(tmp, "outside.pdf"), letter);
      for (const key of [
        "../outside.pdf",
        "/etc/passwd",
        "complaints/../../outside.pdf",
        "complaints/2026/01/x.pdf/../../../../outside.pdf",
      ]) {
        const [row] = await db.query<{ id: string }>(
          `insert into complaint_files (complaint_id, position, storage_key, original_name, content_type, size_bytes)
           values ($1, (select count(*) from complaint_files where complaint_id = $1), $2, 'x.pdf', 'application/pdf', $3) returning id`,
          [mine.id, key, letter.length],
        );
        await expectNothing(await get(url(mine.id, row!.id)));
      }
      expect(await opened(mine.id)).toEqual([]);
    });

    it("refuses staff without the complaints role (403, recorded) and sends strangers to sign in", async () => {
      for (const role of ["editor", "admin"] as const) {
        const response = await get(url(mine.id, myFile.id), cookies[role]);
        expect(response.status, role).toBe(403);
        expect(Buffer.from(await response.arrayBuffer()).includes(Buffer.from(letter.subarray(0, 64)))).toBe(false);
      }
      const [denied] = await db.query<{ detail: { route: string } }>(
        "select detail from staff_audit_log where action = 'access.denied' order by id desc limit 1",
      );
      expect(denied!.detail.route).toBe("/admin/complaints/:id/files/:fileId");
      for (const cookie of ["", cookies.disabled, "staff_session=forged"]) {
        const page = await get(url(mine.id, myFile.id, "?view=preview"), cookie);
        expect(page.status).toBe(302);
        expect(page.headers.get("location")).toBe(
          `/admin/sign-in?redirectTo=${encodeURIComponent(url(mine.id, myFile.id, "?view=preview"))}`,
        );
        const script = await get(url(mine.id, myFile.id), cookie, { accept: "application/json" });
        expect(script.status).toBe(401);
        expect(await script.text()).not.toContain("%PDF");
      }
      expect(await opened(mine.id)).toEqual([]);
    });
  });

  it("streams from an S3 bucket the same way", async () => {
    s3 = await startS3(join(tmp, "s3rver"));
    const bucket = s3Storage(s3.connection);
    const site = await serve(bucket);
    try {
      const complaint = await insertComplaint(db);
      const file = await attach(complaint.id, "receipt.jpg", photo, "image/jpeg", bucket);
      const whole = await fetch(`${site.base}${url(complaint.id, file.id, "?view=preview")}`, {
        headers: { cookie: cookies.complaints },
      });
      expect(whole.status).toBe(200);
      expect(whole.headers.get("content-length")).toBe(String(photo.length));
      expect(Buffer.from(await whole.arrayBuffer()).equals(Buffer.from(photo))).toBe(true);
      const part = await fetch(`${site.base}${url(complaint.id, file.id)}`, {
        headers: { cookie: cookies.complaints, range: "bytes=-10" },
      });
      expect(part.status).toBe(206);
      expect(Buffer.from(await part.arrayBuffer()).equals(Buffer.from(photo.subarray(-10)))).toBe(true);
      // Gone from the bucket (deleted by hand): the same 404 as an unknown file.
      await bucket.remove(file.key);
      const gone = await fetch(`${site.base}${url(complaint.id, file.id)}`, {
        headers: { cookie: cookies.complaints },
      });
      expect([gone.status, await gone.text()]).toEqual([404, "Not found"]);
    } finally {
      await site.close();
    }
  });
});
