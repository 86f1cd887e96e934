// The complainant's tracking page over HTTP (production build, real database): the right pair
// shows the status and dates, a wrong pair and an unknown reference get the same answer, the
// signed link opens it, 20 guesses bring 429, nothing is cacheable, no script is loaded, and
// staff's notes, replies and names are never shown.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { openSeeded, testDatabases } from "../../../testing/db.ts";
import { listen, productionBuild } from "../../../testing/kit.ts";
import { addRegisterStaff, alice, insertComplaint } from "../../../testing/register.ts";
import { createApp } from "../../../server/app.ts";
import { formsConfig, loadEnv, siteConfig } from "../../../server/env.ts";
import { localStorage } from "../../uploads/storage.server.ts";
import { addNote, addReply, assignOwner, changeStatus } from "../../register/workflow.server.ts";
import { isSignedFor, signedStatusLink } from "../../register/signed-link.server.ts";
import { emailReply } from "../../admin/register/records/replies.server.ts";

describe.each(testDatabases)("the complaint tracking page on $name", (database) => {
  let db: Db;
  let base: string;
  let close: () => Promise<void>;
  let complaint: { id: string; reference: string };

  beforeAll(async () => {
    db = await openSeeded(database);
    await addRegisterStaff(db);
    await db.query("delete from rate_limits");
    const { build, clientDir } = await productionBuild();
    const env = loadEnv({});
    const app = createApp({
      build,
      clientDir,
      // Each test's guesses come from addresses of their own.
      trustProxy: true,
      services: { db, config: siteConfig(env), storage: localStorage("/nonexistent"), forms: formsConfig(env) },
    });
    ({ base, close } = await listen(app));
    complaint = await insertComplaint(db, { lang: "km", email: "Dara@Example.com", phoneNumber: "+855 12 345 678" });
    await changeStatus(db, "complaint", complaint.id, "acknowledged", alice);
    await assignOwner(db, "complaint", complaint.id, alice, alice);
    await addNote(db, "complaint", complaint.id, "Secret internal note", alice);
    await addReply(db, "complaint", complaint.id, "Dear Sok Dara, a private reply", alice);
  });
  afterAll(async () => {
    await close?.();
    await db.close();
  });

  const lookUp = (reference: string, contact: string, { lang = "en", from = "203.0.113.9" } = {}) =>
    fetch(`${base}/complaint/status${lang === "km" ? "?l=km" : ""}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: base, "x-forwarded-for": from },
      body: new URLSearchParams({ reference, contact }),
    });
  const mainOf = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));

  it("shows the status and its dates for the right pair, by e-mail or by phone, in both languages", async () => {
    for (const contact of [" dara@example.COM ", "012345678", "+855 12-345-678"]) {
      const response = await lookUp(complaint.reference.toLowerCase(), contact, { from: "203.0.113.1" });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store, private");
      const page = mainOf(await response.text());
      expect(page).toContain(`Complaint ${complaint.reference}`);
      expect(page).toContain("Acknowledged");
      expect(page).toContain("Our complaints team has it and will start on it shortly.");
      expect(page).toMatch(/We promised to answer by.*the end of \w+day, \d+ \w+ \d{4}/s);
      for (const secret of ["Secret internal note", "a private reply", alice.name]) expect(page).not.toContain(secret);
    }
    const khmer = mainOf(await (await lookUp(complaint.reference, "012 345 678", { lang: "km" })).text());
    expect(khmer).toContain(`ពាក្យបណ្តឹង ${complaint.reference}`);
    expect(khmer).toContain("បានទទួលស្គាល់");
  });

  it("says the final answer was e-mailed only when it was", async () => {
    const closed = async (emailed: boolean) => {
      const found = await insertComplaint(db, { email: "closed@example.com" });
      for (const to of ["acknowledged", "in_progress"] as const)
        await changeStatus(db, "complaint", found.id, to, alice);
      if (emailed)
        await addReply(db, "complaint", found.id, "Dear Sok Dara,\n\nThe garage paid.\n\nKind regards,", alice, {
          deliver: emailReply.complaint,
          then: { to: "resolved", outcomeNote: "The garage paid for the repair." },
        });
      else
        await changeStatus(db, "complaint", found.id, "resolved", alice, {
          outcomeNote: "The garage paid for the repair.",
          noEmailReason: "Answered by phone on 2 December",
        });
      return found.reference;
    };
    const [sent, notSent] = [await closed(true), await closed(false)];
    const pageOf = async (reference: string, lang = "en") =>
      mainOf(await (await lookUp(reference, "closed@example.com", { lang, from: "203.0.113.60" })).text());
    expect(await pageOf(sent)).toContain("We have sent you our answer by e-mail.");
    const notSentPage = await pageOf(notSent);
    expect(notSentPage).not.toContain("We have sent you our answer by e-mail.");
    expect(notSentPage).toContain("which we did not send by e-mail");
    // The reason is staff's, kept in the timeline, never shown to the complainant.
    expect(notSentPage).not.toContain("Answered by phone");
    expect(await pageOf(notSent, "km")).toContain("ដែលយើងមិនបានផ្ញើតាមអ៊ីមែលទេ");
    const [row] = await db.query<{ final_answer: string; detail: { noEmailReason?: string } }>(
      `select c.final_answer, e.detail from complaints c join register_events e on e.complaint_id = c.id
        where c.reference = $1 and e.kind = 'status' and e.detail->>'to' = 'resolved'`,
      [notSent],
    );
    expect(row).toEqual({
      final_answer: "not_emailed",
      detail: expect.objectContaining({ noEmailReason: "Answered by phone on 2 December" }),
    });
  });

  it("gives a wrong pair the same answer as an unknown reference", async () => {
    const wrong = await lookUp(complaint.reference, "someone@example.com", { from: "203.0.113.2" });
    const unknown = await lookUp("CMP-2020-999999", "dara@example.com", { from: "203.0.113.2" });
    expect([wrong.status, unknown.status]).toEqual([200, 200]);
    const [wrongPage, unknownPage] = [mainOf(await wrong.text()), mainOf(await unknown.text())];
    expect(wrongPage).toContain("We found no complaint with this reference and this e-mail address or phone number.");
    // The same, but for what was typed, which stays in the form.
    const typedAside = (page: string) => page.replace(/ value="[^"]*"/g, "");
    expect(wrongPage).toContain(`value="${complaint.reference}"`);
    expect(typedAside(wrongPage)).toBe(typedAside(unknownPage));
  });

  it("refuses a malformed reference and an empty contact in the visitor's language, keeping what was typed", async () => {
    const response = await lookUp("CMP-12", "", { lang: "km", from: "203.0.113.3" });
    expect(response.status).toBe(400);
    const page = mainOf(await response.text());
    expect(page).toContain("លេខយោងមានទម្រង់ដូចជា CMP-2026-000123។");
    expect(page).toContain("សូមបញ្ចូលអាសយដ្ឋានអ៊ីមែល ឬលេខទូរស័ព្ទរបស់អ្នក។");
    expect(page).toContain('value="CMP-12"');
  });

  it("answers the 21st guess within the hour with 429, from one address or at one reference", async () => {
    for (let guess = 1; guess <= 20; guess++)
      expect((await lookUp("CMP-2020-000001", `guess${guess}@example.com`, { from: "198.51.100.7" })).status).toBe(200);
    const limited = await lookUp("CMP-2020-000002", "x@example.com", { from: "198.51.100.7" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(mainOf(await limited.text())).toMatch(/Too many tries\. Please try again in \d+ minutes\./);
    // Many addresses at one reference are slowed the same way.
    for (let guess = 1; guess <= 20; guess++)
      await lookUp("CMP-2020-000003", `guess${guess}@example.com`, { from: `192.0.2.${guess}` });
    expect((await lookUp("CMP-2020-000003", "dara@example.com", { from: "192.0.2.99" })).status).toBe(429);
  });

  it("opens the complaint from the signed link alone, and nothing from a link signed for another", async () => {
    const link = new URL(await signedStatusLink(db, "https://tonle.test/", complaint.reference, "km"));
    expect(link.searchParams.get("l")).toBe("km");
    const response = await fetch(`${base}${link.pathname}${link.search}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store, private");
    const html = await response.text();
    expect(mainOf(html)).toContain(`ពាក្យបណ្តឹង ${complaint.reference}`);
    expect(html).toContain('<meta name="robots" content="noindex"');
    // A document without scripts of its own: no island, no framework.
    expect(html).not.toMatch(/<script[^>]+src="[^"]*(island|entry\.client|framework)/);

    const other = await insertComplaint(db);
    expect(await isSignedFor(db, other.reference, link.searchParams.get("sig")!)).toBe(false);
    const forged = await fetch(`${base}/complaint/status?ref=${other.reference}&sig=${link.searchParams.get("sig")}`);
    expect(mainOf(await forged.text())).toContain("This link does not open a complaint.");
  });
});
