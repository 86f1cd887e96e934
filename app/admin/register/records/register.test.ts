// The register's screens over HTTP (production build, real database): the lists with their
// filters, search and pages; a complaint's page; and each action with its checks: the role,
// the form's validation, refused moves with their reason, and two staff members at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../../db/client.ts";
import { openSeeded, testDatabases } from "../../../../testing/db.ts";
import { createApp } from "../../../../server/app.ts";
import { formsConfig, loadEnv, siteConfig } from "../../../../server/env.ts";
import { listen, productionBuild, tempStorage } from "../../../../testing/kit.ts";
import { insertComplaint, insertContactMessage } from "../../../../testing/register.ts";
import { makeStaff } from "../../../../testing/staff.ts";
import { createSession } from "../../../staff-session/sessions.server.ts";

describe("the register's screens", () => {
  let db: Db;
  let base: string;
  let close: () => Promise<void>;
  let cookie: string;
  let colleague: string;
  let staffId: string;

  const sessionOf = async (id: string) =>
    `staff_session=${await createSession(db, id, { now: new Date(), clientIp: "" })}`;
  const get = (path: string, as = cookie) => fetch(`${base}${path}`, { redirect: "manual", headers: { cookie: as } });
  const post = (path: string, fields: Record<string, string>, as = cookie) =>
    fetch(`${base}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: as, origin: base, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
  /** What the page shows (its main element, without React's text separators), not the data React Router carries for hydration. */
  const main = async (response: Response) =>
    (/<main[\s\S]*<\/main>/.exec(await response.text())?.[0] ?? "").replaceAll("<!-- -->", "");
  const statusOf = async (id: string) =>
    (
      await db.query<{ status: string; owner_id: string | null }>(
        "select status, owner_id from complaints where id = $1",
        [id],
      )
    )[0]!;
  const audited = (id: string) =>
    db.query<{ action: string; detail: Record<string, unknown> }>(
      "select action, detail from staff_audit_log where target_id = $1 order by id",
      [id],
    );

  beforeAll(async () => {
    db = await openSeeded(testDatabases[0]!);
    const { build, clientDir } = await productionBuild();
    const env = loadEnv({});
    ({ base, close } = await listen(
      createApp({
        build,
        clientDir,
        services: { db, config: siteConfig(env), storage: tempStorage(), forms: formsConfig(env) },
      }),
    ));
    const staff = await makeStaff(db, ["complaints"]);
    staffId = staff.id;
    cookie = await sessionOf(staff.id);
    colleague = await sessionOf((await makeStaff(db, ["complaints"])).id);
  });
  afterAll(async () => {
    await close();
    await db.close();
  });

  it("lists complaints newest first with counts, finds one by search, filters, and pages by cursor", async () => {
    const older = await insertComplaint(db, {
      fullName: "Meas Rithy",
      receivedAt: new Date(Date.now() - 40 * 86_400_000).toISOString(),
      phoneNumber: "017 888 999",
    });
    const newer = await insertComplaint(db, { fullName: "Keo Sreymom", lang: "km", message: "ការទាមទារសំណងរបស់ខ្ញុំយឺតពេក" });
    const page = await main(await get("/admin/complaints"));
    expect(page.indexOf(newer.reference)).toBeGreaterThan(-1);
    expect(page.indexOf(newer.reference)).toBeLessThan(page.indexOf(older.reference));
    expect(page).toMatch(/aria-current="page"[^>]*><span>All<\/span> <span class="admin-tab__count">\d+<\/span>/);
    // The old one is overdue, in words.
    expect(page).toMatch(new RegExp(`${older.reference}[\\s\\S]*?Overdue[\\s\\S]*?Acknowledge by`));

    for (const search of [older.reference.toLowerCase(), "Rithy", "+855 17 888 999"]) {
      const found = await main(await get(`/admin/complaints?q=${encodeURIComponent(search)}`));
      expect(found, search).toContain(older.reference);
      expect(found, search).not.toContain(newer.reference);
      expect(found).toContain("1 found");
    }
    const khmer = await main(await get(`/admin/complaints?q=${encodeURIComponent("សំណង")}&lang=km&l=km`));
    expect(khmer).toContain(newer.reference);
    expect(khmer).toContain("រកឃើញ 1");
    const overdueFirst = await main(await get("/admin/complaints?sort=due&overdue=1"));
    expect(overdueFirst).toContain(older.reference);
    expect(overdueFirst).not.toContain(newer.reference);

    const refused = await main(await get("/admin/complaints?from=2026-02-31&after=forged"));
    expect(refused).toContain("A date was not understood");
    expect(refused).toContain("That page link no longer works");

    // 51 more of one name: two pages, the second reached by the first's cursor.
    for (let i = 0; i < 51; i++)
      await insertComplaint(db, {
        fullName: "Paging Person",
        receivedAt: new Date(Date.now() - i * 1000).toISOString(),
      });
    const first = await main(await get("/admin/complaints?q=Paging"));
    expect(first.match(/Paging Person/g)).toHaveLength(50);
    const olderLink = /href="(\/admin\/complaints\?q=Paging&amp;after=[^"]+)"[^>]*>Older/
      .exec(first)?.[1]
      ?.replaceAll("&amp;", "&");
    expect(olderLink).toBeDefined();
    const second = await main(await get(olderLink!));
    expect(second.match(/Paging Person/g)).toHaveLength(1);
    expect(second).toContain("Newest</a>");
  });

  it("shows a complaint in full: fields, deadlines, files with previews, deliveries and timeline; the erase link to admins only", async () => {
    const { id, reference } = await insertComplaint(db, {
      fullName: "Sok Dara",
      companyName: "Mekong Traders",
      files: 1,
    });
    await db.query(
      `insert into complaint_files (complaint_id, position, storage_key, original_name, content_type, size_bytes) values ($1, 1, $2, 'photo.jpg', 'image/jpeg', 2500000)`,
      [id, `complaints/2026/01/${id}-photo.jpg`],
    );
    await db.query(
      `insert into outbox (kind, payload, status, attempts, last_error) values ('complaint.ack', $1, 'dead', 8, 'mailbox unavailable')`,
      [JSON.stringify({ complaintId: id })],
    );
    const page = await main(await get(`/admin/complaints/${id}`));
    expect(page).toContain(`Complaint ${reference}`);
    for (const text of [
      "Sok Dara",
      "dara@example.com",
      "012 345 678",
      "Mekong Traders",
      "The garage kept my car for six weeks.",
      "Acknowledge by",
      "Answer by",
      "Website form",
    ]) {
      expect(page, text).toContain(text);
    }
    const [file] = await db.query<{ id: string }>(
      "select id from complaint_files where complaint_id = $1 and position = 1",
      [id],
    );
    expect(page).toContain(`href="/admin/complaints/${id}/files/${file!.id}"`);
    expect(page).toContain(
      `<img class="admin-files__preview" src="/admin/complaints/${id}/files/${file!.id}?view=preview" alt="Preview of photo.jpg"`,
    );
    expect(page).toContain("letter-0.pdf");
    expect(page).toMatch(/application\/pdf · 1 KB/);
    expect(page).toMatch(/image\/jpeg · 2.4 MB/);
    expect(page).toContain("Acknowledgement to the complainant");
    expect(page).toContain("Failed for good");
    expect(page).toContain("mailbox unavailable");
    expect(page).not.toContain("Erase…");
    const admin = await sessionOf((await makeStaff(db, ["complaints", "admin"])).id);
    expect(await main(await get(`/admin/complaints/${id}?l=km`, admin))).toContain(
      `href="/admin/complaints/${id}/erase?l=km"`,
    );
    expect((await get("/admin/complaints/7c9e6679-7425-40de-944b-e07fc1f90ae7")).status).toBe(404);
    expect((await get("/admin/complaints/not-an-id")).status).toBe(404);
  });

  it("takes a complaint through its steps, each in the timeline and the audit log; a reply is queued for the outbox", async () => {
    const { id } = await insertComplaint(db);
    const path = `/admin/complaints/${id}`;
    expect((await post(path, { intent: "owner", take: "me" })).status).toBe(200);
    expect((await post(path, { intent: "status", to: "acknowledged" })).status).toBe(200);
    expect((await post(path, { intent: "note", text: "Called the garage." })).status).toBe(200);
    const replied = await post(path, { intent: "reply", text: "We are on it." });
    expect(await main(replied)).toContain("The reply is on its way");
    expect((await post(path, { intent: "status", to: "in_progress" })).status).toBe(200);
    // The final answer goes by e-mail with the move.
    const resolved = await post(path, {
      intent: "status",
      to: "resolved",
      outcomeNote: "Repair paid by the garage.",
      finalAnswer: "email",
      answer: "Dear Sok Dara,\n\nThe garage pays for the repair.\n\nKind regards,",
    });
    expect(resolved.status).toBe(200);
    const page = await main(resolved);
    expect(page).toContain("The status is now Resolved.");
    expect(page).toContain("Resolved is a final status");
    expect(page).toContain("Test Staff changed the status from In progress to Resolved.");
    expect(page).toContain("Outcome: Repair paid by the garage.");
    expect(await statusOf(id)).toEqual({ status: "resolved", owner_id: staffId });
    const jobs = await db.query<{ kind: string; payload: { complaintId: string; replyId: string } }>(
      "select kind, payload from outbox where payload->>'complaintId' = $1 and kind = 'complaint.reply' order by id",
      [id],
    );
    // "We are on it.", then the final answer.
    expect(jobs).toEqual([
      expect.objectContaining({
        payload: expect.objectContaining({ complaintId: id, replyId: expect.stringMatching(/^\d+$/) }),
      }),
      expect.objectContaining({
        payload: expect.objectContaining({ complaintId: id, replyId: expect.stringMatching(/^\d+$/) }),
      }),
    ]);
    expect(await db.query("select final_answer from complaints where id = $1", [id])).toEqual([
      { final_answer: "emailed" },
    ]);
    expect((await audited(id)).map((entry) => entry.action)).toEqual([
      "register.owner",
      "register.status",
      "register.note",
      "register.reply",
      "register.status",
      "register.status",
    ]);
    // Ids and statuses only: nothing the complainant or staff wrote.
    expect(JSON.stringify(await audited(id))).not.toMatch(/garage|on it|repair/);
    const back = await post(path, { intent: "owner", take: "nobody", expectedOwner: staffId });
    expect(back.status).toBe(200);
    expect((await statusOf(id)).owner_id).toBeNull();
  });

  it("refuses what the form does not allow, with the reason beside the field and what was typed kept", async () => {
    const { id } = await insertComplaint(db);
    const path = `/admin/complaints/${id}`;
    await post(path, { intent: "status", to: "acknowledged" });
    await post(path, { intent: "status", to: "in_progress" });
    const noOutcome = await post(path, { intent: "status", to: "resolved", outcomeNote: "  " });
    expect(noOutcome.status).toBe(400);
    const noOutcomePage = await main(noOutcome);
    expect(noOutcomePage).toMatch(
      /id="register-status-outcomeNote-error"[^>]*><p>Write the outcome to resolve or reject\.<\/p>/,
    );
    // What the complainant is told is asked for too: by e-mail, or not and why.
    expect(noOutcomePage).toContain("Say whether the final answer goes by e-mail.");
    const noReason = await post(path, { intent: "status", to: "resolved", outcomeNote: "Paid.", finalAnswer: "none" });
    expect(noReason.status).toBe(400);
    expect(await main(noReason)).toContain("Say why the final answer does not go by e-mail.");
    const untouched = await post(path, {
      intent: "status",
      to: "rejected",
      outcomeNote: "Not covered.",
      finalAnswer: "email",
      answer: "Dear Sok,\n\n\n\nKind regards,",
      template: "Dear Sok,\n\n\n\nKind regards,",
    });
    expect(untouched.status).toBe(400);
    expect(await main(untouched)).toContain("Write your answer between the greeting and the signature.");
    const noNote = await post(`${path}?l=km`, { intent: "note", text: "" });
    expect(noNote.status).toBe(400);
    expect(await main(noNote)).toContain("សូមសរសេរកំណត់ចំណាំ។");
    const long = `Please keep this. ${"x".repeat(20_000)}`;
    const tooLong = await post(path, { intent: "reply", text: long });
    expect(tooLong.status).toBe(400);
    const kept = await main(tooLong);
    expect(kept).toContain("At most 20000 characters.");
    expect(kept).toContain(long);
    expect((await post(path, { intent: "status", to: "closed" })).status).toBe(400);
    expect((await post(path, { intent: "erase" })).status).toBe(400);
    expect((await statusOf(id)).status).toBe("in_progress");
    expect(await db.query("select 1 from outbox where payload->>'complaintId' = $1", [id])).toEqual([]);
  });

  it("says on the mailbox's page that no mailbox is connected, and how to connect one, rather than that all is sorted", async () => {
    const page = await main(await get("/admin/mailbox"));
    expect(page).toContain(
      "No mailbox is connected: e-mails to the complaints address are not read into the register.",
    );
    expect(page).toContain("sets IMAP_URL");
    expect(page).not.toContain("Nothing to sort");
    expect(await main(await get("/admin/mailbox?l=km"))).toContain("មិនមានប្រអប់សំបុត្រណាមួយត្រូវបានភ្ជាប់ទេ");
  });

  it("refuses a move the workflow does not allow from where the complaint is, saying why", async () => {
    const { id } = await insertComplaint(db);
    const refused = await post(`/admin/complaints/${id}`, {
      intent: "status",
      to: "resolved",
      outcomeNote: "Too soon.",
      finalAnswer: "none",
      noEmailReason: "Told at the branch.",
    });
    expect(refused.status).toBe(409);
    const page = await main(refused);
    expect(page).toContain("Not changed: it is New now, and New cannot become Resolved.");
    // The outcome typed stays in its field? No such field at "new": the page offers the allowed move only.
    expect(page).toContain(">Acknowledge</button>");
    expect(page).not.toContain(">Resolve</button>");
    const km = await post(`/admin/complaints/${id}?l=km`, { intent: "status", to: "in_progress" });
    expect(await main(km)).toContain("ឥឡូវនេះវាស្ថិតក្នុងស្ថានភាព ថ្មី ហើយ ថ្មី មិនអាចប្តូរទៅ កំពុងដោះស្រាយ បានទេ។");
    expect((await statusOf(id)).status).toBe("new");
    expect(await audited(id)).toEqual([]);
  });

  it("lets only the first of two staff members acknowledge, or take, a complaint they both saw as new", async () => {
    const { id } = await insertComplaint(db);
    const path = `/admin/complaints/${id}`;
    expect((await post(path, { intent: "status", to: "acknowledged" }, colleague)).status).toBe(200);
    const second = await post(path, { intent: "status", to: "acknowledged" });
    expect(second.status).toBe(409);
    expect(await main(second)).toContain("Someone may have changed it meanwhile");

    // Both saw nobody as its owner.
    expect((await post(path, { intent: "owner", take: "me" }, colleague)).status).toBe(200);
    const late = await post(path, { intent: "owner", take: "me" });
    expect(late.status).toBe(409);
    expect(await main(late)).toContain("the owner changed meanwhile");
    expect((await statusOf(id)).owner_id).not.toBe(staffId);
  });

  it("is closed to staff without the complaints role", async () => {
    const { id } = await insertComplaint(db);
    const editor = await sessionOf((await makeStaff(db, ["editor", "admin"])).id);
    expect((await get("/admin/complaints", editor)).status).toBe(403);
    expect((await post(`/admin/complaints/${id}`, { intent: "owner", take: "me" }, editor)).status).toBe(403);
    expect((await statusOf(id)).owner_id).toBeNull();
  });

  it("does the same for contact messages, with their own statuses, and no e-mail reply without an address", async () => {
    const answered = await insertContactMessage(db, { fullName: "Chan Sophea" });
    const silent = await insertContactMessage(db, { fullName: "Lim Dara", email: "" });
    const list = await main(await get("/admin/messages?status=new"));
    expect(list).toContain("Chan Sophea");
    expect(list).toContain("Lim Dara");
    expect(list).not.toContain("Due</th>");
    const page = await main(await get(`/admin/messages/${answered}`));
    expect(page).toContain("Message from Chan Sophea");
    expect(page).toContain(">Mark as answered</button>");
    expect(page).toContain(">Close</button>");
    // Only an admin is offered to erase it, on its own confirmation page.
    expect(page).not.toContain("Erase…");
    const admin = await sessionOf((await makeStaff(db, ["complaints", "admin"])).id);
    expect(await main(await get(`/admin/messages/${answered}`, admin))).toContain(
      `href="/admin/messages/${answered}/erase"`,
    );
    const reply = await post(`/admin/messages/${answered}`, { intent: "reply", text: "We will call you." });
    expect(reply.status).toBe(200);
    expect(
      await db.query("select kind from outbox where payload->>'contactMessageId' = $1 and kind = 'contact.reply'", [
        answered,
      ]),
    ).toHaveLength(1);
    expect((await post(`/admin/messages/${answered}`, { intent: "status", to: "answered" })).status).toBe(200);
    expect(await main(await get("/admin/messages?status=answered"))).toContain("Chan Sophea");

    expect(await main(await get(`/admin/messages/${silent}`))).toContain("The sender left no e-mail address");
    const refused = await post(`/admin/messages/${silent}`, { intent: "reply", text: "Hello" });
    expect(refused.status).toBe(400);
    expect(await main(refused)).toContain("The sender left no e-mail address");
    expect((await post(`/admin/messages/${silent}`, { intent: "status", to: "acknowledged" })).status).toBe(400);
  });

  it("counts what waits on the overview: unassigned, mine, due soon and overdue, each a link to its list", async () => {
    const [expected] = await db.query<{ unassigned: number; mine: number }>(
      `select count(*) filter (where owner_id is null)::int as unassigned, count(*) filter (where owner_id = $1)::int as mine
         from complaints where status not in ('resolved', 'rejected')`,
      [staffId],
    );
    const page = await main(await get("/admin"));
    const tile = (query: string) =>
      new RegExp(
        `href="/admin/complaints\\?${query.replaceAll("&", "&amp;")}&amp;sort=due"[^>]*><span class="admin-work__count">(\\d+)</span><span>([^<]+)</span>`,
      ).exec(page);
    expect(tile("owner=nobody&status=open")?.slice(1)).toEqual([String(expected!.unassigned), "Unassigned"]);
    expect(tile("owner=me&status=open")?.slice(1)).toEqual([String(expected!.mine), "Mine"]);
    expect(tile("due=soon")?.[2]).toBe("Due soon");
    expect(tile("overdue=1")?.[2]).toBe("Overdue");
    expect(page).toMatch(/Contact messages: \d+ new/);
    // The list behind "Unassigned": nobody's complaints, their open statuses adding up to the count.
    const list = await main(await get("/admin/complaints?owner=nobody&status=open&sort=due"));
    // The tabs in order: All, then new, acknowledged, in progress, waiting, resolved, rejected…
    const counts = [...list.matchAll(/class="admin-tab__count">(\d+)<\/span>/g)].map((match) => Number(match[1]));
    const open = counts.slice(1, 5);
    expect(open.every(Number.isInteger)).toBe(true);
    expect(open.reduce((sum, count) => sum + count, 0)).toBe(expected!.unassigned);
    expect(list).toContain('<option value="open" selected="">Open (not resolved or rejected)</option>');
  });
});
