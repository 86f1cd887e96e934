// Erasure over HTTP: the confirmation page, a wrong reference refused with nothing erased, the
// right one erasing the record, its deliveries and its files in the storage, an audit entry that
// holds the reference and no personal data; admins only.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../../testing/db.ts";
import { serveBackOffice, type BackOffice } from "../../../../testing/admin-http.ts";
import { addRegisterStaff, alice, insertComplaint, insertContactMessage } from "../../../../testing/register.ts";
import { addNote } from "../../../register/workflow.server.ts";

const person = {
  fullName: "សុខ ដារា",
  email: "dara.sok@example.com",
  phoneNumber: "012 777 666",
  message: "My claim for the flooded shop is still unpaid.",
};

describe.each(testDatabases)("erasure on $name", (database) => {
  let site: BackOffice;
  let cookie: string;
  let staffId: string;
  /** An admin who also keeps the register: back to its lists after erasing, not to the search. */
  let keeperCookie: string;

  beforeAll(async () => {
    site = await serveBackOffice(database);
    ({ cookie, id: staffId } = await site.signIn(["admin"]));
    ({ cookie: keeperCookie } = await site.signIn(["admin", "complaints"]));
    await addRegisterStaff(site.db);
  });
  afterAll(() => site.close());

  /** A complaint as the site stores one: its files in the storage, its e-mails in the outbox, a note. */
  async function storedComplaint() {
    const complaint = await insertComplaint(site.db, { ...person, files: 2 });
    const keys = (
      await site.db.query<{ storage_key: string }>(
        "select storage_key from complaint_files where complaint_id = $1 order by position",
        [complaint.id],
      )
    ).map((row) => row.storage_key);
    const source = join(mkdtempSync(join(tmpdir(), "erase-test-")), "file.pdf");
    writeFileSync(source, "%PDF-1.4 the complainant's letter");
    for (const key of keys) await site.storage.put(key, source, "application/pdf");
    await site.db.query("insert into outbox (kind, payload) values ('complaint.email', $1), ('complaint.ack', $1)", [
      JSON.stringify({ complaintId: complaint.id }),
    ]);
    await addNote(site.db, "complaint", complaint.id, "Called back.", alice);
    return { ...complaint, keys };
  }

  const count = async (sql: string, params: unknown[]) =>
    (await site.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params))[0]!.n;

  it("says what will be erased and asks for the reference", async () => {
    const { id, reference } = await storedComplaint();
    const response = await site.get(`/admin/complaints/${id}/erase`, cookie);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(`<h1 id="erase-title">Erase complaint ${reference}</h1>`);
    expect(page).toContain("The record: the details and message of សុខ ដារា");
    expect(page).toContain("Files in the storage: 2<ul><li>letter-0.pdf</li><li>letter-1.pdf</li></ul>");
    expect(page).toContain("with their copies of the personal data: 2");
    expect(page).toContain("Timeline entries (status changes, notes, replies): 1");
    expect(page).toContain(`<label for="erase-confirm">Type ${reference} to confirm</label>`);
    const khmer = await (await site.get(`/admin/complaints/${id}/erase?l=km`, cookie)).text();
    expect(khmer).toContain(`លុបពាក្យបណ្តឹង ${reference}`);
  });

  it("refuses a reference that is not the one shown, erasing nothing, the reason beside the field", async () => {
    const { id, keys } = await storedComplaint();
    const response = await site.post(`/admin/complaints/${id}/erase`, cookie, { confirm: "CMP-2020-000001" });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toMatch(/<input[^>]* id="erase-confirm"[^>]*aria-invalid="true"[^>]*value="CMP-2020-000001"/);
    expect(page).toMatch(
      /id="erase-confirm-error"[^>]*><p>This is not the reference shown above\. Nothing has been erased\.<\/p>/,
    );
    expect((await site.post(`/admin/complaints/${id}/erase?l=km`, cookie, { confirm: "" })).status).toBe(400);
    expect(await count("complaints where id = $1", [id])).toBe(1);
    for (const key of keys) expect((await site.storage.read(key)).length).toBeGreaterThan(0);
    expect(await count("staff_audit_log where action = 'complaint.erase' and target_id = $1", [id])).toBe(0);
  });

  it("erases the complaint, its deliveries and its files, and audits the reference alone", async () => {
    const { id, reference, keys } = await storedComplaint();
    const response = await site.post(`/admin/complaints/${id}/erase?l=km`, cookie, {
      confirm: ` ${reference.toLowerCase()} `,
    });
    expect(response.status).toBe(302);
    // This admin has no complaints role: back to the search that finds records to erase.
    expect(response.headers.get("location")).toBe(`/admin/erasure?l=km&notice=complaint-erased&reference=${reference}`);
    expect(await count("complaints where id = $1", [id])).toBe(0);
    expect(await count("complaint_files where complaint_id = $1", [id])).toBe(0);
    expect(await count("outbox where payload->>'complaintId' = $1", [id])).toBe(0);
    for (const key of keys) await expect(site.storage.read(key)).rejects.toMatchObject({ code: "ENOENT" });

    const entries = await site.db.query<{
      actor_id: string;
      target_type: string;
      target_id: string;
      detail: unknown;
      whole: string;
    }>(
      "select actor_id, target_type, target_id, detail, row_to_json(l)::text as whole from staff_audit_log l where action = 'complaint.erase' and target_id = $1",
      [id],
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor_id: staffId,
      target_type: "complaint",
      target_id: id,
      detail: { reference, files: 2, filesNotRemoved: 0 },
    });
    // The phone as written and as digits alone ("777" alone turned up in a random id).
    const phoneDigits = person.phoneNumber.replaceAll(" ", "");
    for (const personal of [person.fullName, person.email, person.phoneNumber, phoneDigits, "flooded", "letter-0"])
      expect(entries[0]!.whole).not.toContain(personal);

    // Already gone: nothing to confirm.
    expect((await site.get(`/admin/complaints/${id}/erase`, cookie)).status).toBe(404);
    // The list it lands on (or any back-office page) says so, for a reference of the register's form only.
    const notice = await (await site.get(`/admin?notice=complaint-erased&reference=${reference}`, cookie)).text();
    expect(notice).toContain(
      `role="status">Complaint ${reference} has been erased, with its files and deliveries.</div>`,
    );
    const forged = await (await site.get("/admin?notice=complaint-erased&reference=Call+0123+now", cookie)).text();
    expect(forged).not.toContain("has been erased");
  });

  it("erases a contact message with its deliveries, confirmed by its short code", async () => {
    const id = await insertContactMessage(site.db, { fullName: person.fullName, email: person.email });
    await site.db.query("insert into outbox (kind, payload) values ('contact.email', $1)", [
      JSON.stringify({ contactMessageId: id }),
    ]);
    const page = await (await site.get(`/admin/messages/${id}/erase`, cookie)).text();
    expect(page).toContain(`Erase contact message ${id.slice(0, 8)}`);
    expect(page).not.toContain("Files in the storage");
    expect((await site.post(`/admin/messages/${id}/erase`, cookie, { confirm: "00000000" })).status).toBe(400);
    const response = await site.post(`/admin/messages/${id}/erase`, keeperCookie, {
      confirm: id.slice(0, 8).toUpperCase(),
    });
    expect(response.headers.get("location")).toBe("/admin/messages?notice=message-erased");
    expect(await count("contact_messages where id = $1", [id])).toBe(0);
    expect(await count("outbox where payload->>'contactMessageId' = $1", [id])).toBe(0);
    const [entry] = await site.db.query<{ detail: unknown; whole: string }>(
      "select detail, row_to_json(l)::text as whole from staff_audit_log l where action = 'contact_message.erase' and target_id = $1",
      [id],
    );
    expect(entry!.detail).toEqual({});
    expect(entry!.whole).not.toContain(person.email);
  });

  it("is for admins only, and only for a record of its kind", async () => {
    const { id } = await storedComplaint();
    const complaints = await site.signIn(["complaints"]);
    expect((await site.get(`/admin/complaints/${id}/erase`, complaints.cookie)).status).toBe(403);
    expect((await site.post(`/admin/complaints/${id}/erase`, complaints.cookie, { confirm: "x" })).status).toBe(403);
    expect((await site.get(`/admin/messages/${id}/erase`, cookie)).status).toBe(404);
    expect((await site.get("/admin/complaints/not-an-id/erase", cookie)).status).toBe(404);
    expect(await count("complaints where id = $1", [id])).toBe(1);
  });
});
