// The audit log in words, on PGlite and PostgreSQL: every kind of entry reads as a sentence in
// English and Khmer, its target is named (an account by its name, a complaint by its
// reference, content by its area and item, linked while it exists), and no code or JSON shows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { testDatabases } from "../../../testing/db.ts";
import { makeStaff, openMigrated } from "../../../testing/staff.ts";
import { audit, auditActions, listAudit, type AuditEntry } from "./audit.server.ts";
import { auditLines } from "./audit-lines.server.ts";

describe.each(testDatabases)("the audit log in words on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openMigrated(database);
  });
  afterAll(() => db.close());

  it("says what happened, to what, and how, in both languages", async () => {
    const staff = await makeStaff(db, ["admin"]);
    const actor = { id: staff.id, email: staff.email };
    const entry = (fields: Omit<AuditEntry, "actor" | "clientIp">) =>
      audit(db, { actor, clientIp: "203.0.113.9", ...fields });
    await entry({ action: "sign_in.failure", detail: { reason: "code_reused" } });
    await entry({
      action: "account.roles",
      target: { type: "account", id: staff.id },
      detail: { from: ["editor"], to: ["editor", "admin"] },
    });
    await entry({
      action: "content.save",
      target: { type: "content", id: "positions/claims-officer" },
      detail: {
        changes: 5,
        fields: ["en.position", "km.position", "en.responsibilities.data.1", "km.note"],
        revision: null,
      },
    });
    await entry({
      action: "register.status",
      target: { type: "complaint", id: "7d4f9a3e-9a55-4d3e-9c1a-2b8f0d7e6a11" },
      detail: { from: "new", to: "in_progress" },
    });
    await entry({ action: "export", detail: { report: "complaints", from: "2026-10-01", to: "2026-12-31", rows: 1 } });

    const { rows } = await listAudit(db, { who: staff.email });
    const [exported, status, saved, roles, refused] = await auditLines(db, rows, "en");
    // Without signing in and out, which are most of a real log.
    const changes = await listAudit(db, { who: staff.email, hideSignIns: true });
    expect(changes.rows.map((row) => row.action)).toEqual([
      "export",
      "register.status",
      "content.save",
      "account.roles",
    ]);
    expect(refused).toMatchObject({ what: "Sign-in refused", detail: "A code that was already used", target: null });
    expect(roles).toMatchObject({
      what: "Changed roles",
      target: { text: `Test Staff (${staff.email})`, href: `/admin/accounts/${staff.id}` },
      detail: "Roles: Editor → Editor, Administrator",
    });
    expect(saved).toMatchObject({
      what: "Saved content",
      target: { text: "Positions (careers) · claims-officer", href: "/admin/content/positions/claims-officer" },
      detail:
        "5 changes: English › Position; Khmer › Position; English › Responsibilities › Points › Point 2; and 2 more",
    });
    // A complaint since erased: named so, without a link.
    expect(status).toMatchObject({ detail: "From “New” to “In progress”", target: { text: "(erased)", href: null } });
    expect(exported!.detail).toBe("Complaints from 1 October 2026 to 31 December 2026: 1 row");

    const khmer = await auditLines(db, rows, "km");
    expect(khmer[3]).toMatchObject({ what: "បានប្តូរតួនាទី", target: { href: `/admin/accounts/${staff.id}?l=km` } });
    expect(khmer[2]!.detail).toMatch(/^ការផ្លាស់ប្តូរ 5៖ ភាសាអង់គ្លេស › មុខតំណែង/);
    for (const line of [...(await auditLines(db, rows, "en")), ...khmer])
      expect(JSON.stringify([line.what, line.detail, line.target?.text])).not.toMatch(/[{}]|sign_in|_/);
  });

  it("has words for every action in both languages", async () => {
    const staff = await makeStaff(db, ["admin"]);
    for (const action of auditActions)
      await audit(db, { actor: { id: staff.id, email: staff.email }, clientIp: "", action });
    const { rows } = await listAudit(db, { who: staff.email }, 100);
    for (const ui of ["en", "km"] as const) {
      const words = (await auditLines(db, rows, ui)).map((line) => line.what);
      expect(new Set(words).size).toBe(auditActions.length);
      for (const what of words) expect(what).not.toMatch(/[._]/);
    }
  });
});
