// The report page and its CSV over HTTP: the period read and checked, the figures shown in both
// languages, the CSV's shape (Excel's byte order mark, Khmer intact, no personal data), each
// download in the audit log, and only for the complaints role.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../../testing/db.ts";
import { serveBackOffice, type BackOffice } from "../../../../testing/admin-http.ts";
import { insertComplaint, setComplaintState } from "../../../../testing/register.ts";
import { quarterToDate } from "../../../register/report.server.ts";
import { phnomPenhDay } from "../../../register/working-days.ts";

describe.each(testDatabases)("the complaints report on $name", (database) => {
  let site: BackOffice;
  let cookie: string;
  let staffId: string;
  const references: string[] = [];

  beforeAll(async () => {
    site = await serveBackOffice(database);
    ({ cookie, id: staffId } = await site.signIn(["complaints"]));
    // 2025's third quarter: acknowledged in 1 and 4 working days, answered in 7 and 11; one still new.
    const a = await insertComplaint(site.db, { receivedAt: "2025-07-01T09:00:00+07:00", lang: "en" });
    await setComplaintState(site.db, a.id, {
      status: "resolved",
      acknowledgedAt: "2025-07-02T10:00:00+07:00",
      answeredAt: "2025-07-10T10:00:00+07:00",
      outcomeNote: "Refunded the premium.",
    });
    const b = await insertComplaint(site.db, {
      receivedAt: "2025-08-05T09:00:00+07:00",
      lang: "km",
      fullName: "សុខ ដារា",
      email: "dara@example.com",
      phoneNumber: "012 999 888",
    });
    await setComplaintState(site.db, b.id, {
      status: "rejected",
      acknowledgedAt: "2025-08-11T10:00:00+07:00",
      answeredAt: "2025-08-20T10:00:00+07:00",
      outcomeNote: "មិនស្ថិតក្នុងការធានា, តាមលក្ខខណ្ឌ",
    });
    const c = await insertComplaint(site.db, { receivedAt: "2025-09-29T09:00:00+07:00", lang: "en", source: "api" });
    await insertComplaint(site.db, { receivedAt: "2025-10-01T00:00:00+07:00" });
    references.push(a.reference, b.reference, c.reference);
  });
  afterAll(() => site.close());

  const row = (label: string, value: string) => `<th scope="row">${label}</th><td>${value}</td>`;

  it("shows a quarter's figures, in English and in Khmer", async () => {
    const response = await site.get("/admin/report?quarter=2025-Q3", cookie);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<h2 id="report-period">1 July 2025 to 30 September 2025</h2>');
    expect(page).toMatch(/<span>Complaints received<\/span> <strong>3<\/strong>/);
    for (const [label, value] of [
      ["New", "1"],
      ["Resolved", "1"],
      ["Rejected", "1"],
      ["English", "2"],
      ["Khmer", "1"],
      ["API", "1"],
      ["Median working days taken", "2.5"],
      ["Most working days taken", "11"],
      ["Met both", "1"],
      ["Missed at least one", "2"],
    ] as const) {
      expect(page, label).toContain(row(label, value));
    }
    expect(page).toContain("Acknowledged (within 2 working days)");
    expect(page).toContain('href="/admin/report.csv?from=2025-07-01&amp;to=2025-09-30"');
    expect(page).toContain('<option value="2025-Q3" selected="">2025: July to September</option>');

    const khmer = await (await site.get("/admin/report?quarter=2025-Q3&l=km", cookie)).text();
    expect(khmer).toMatch(/<span>ពាក្យបណ្តឹងដែលបានទទួល<\/span> <strong>3<\/strong>/);
    expect(khmer).toContain(row("ចំនួនថ្ងៃធ្វើការកណ្តាល (មេដ្យាន)", "2.5"));
    expect(khmer).toContain('href="/admin/report.csv?from=2025-07-01&amp;to=2025-09-30&amp;l=km"');
  });

  it("shows this quarter to date unless asked, and any two days", async () => {
    const { from, to } = quarterToDate();
    const page = await (await site.get("/admin/report", cookie)).text();
    expect(page).toContain(
      `href="/admin/report.csv?from=${phnomPenhDay(from)}&amp;to=${phnomPenhDay(new Date(to.getTime() - 1))}"`,
    );
    const days = await (await site.get("/admin/report?from=2025-08-01&to=2025-08-31", cookie)).text();
    expect(days).toMatch(/<strong>1<\/strong>/);
    expect(days).toContain('value="2025-08-01"');
  });

  it("refuses a period that is not one, the reason beside the field and what was typed kept", async () => {
    const response = await site.get("/admin/report?from=2025-02-30&to=2025-01-01", cookie);
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toMatch(
      /<input id="report-from"[^>]* aria-invalid="true" aria-describedby="report-from-error"[^>]* value="2025-02-30"\/>/,
    );
    expect(page).toMatch(/<input id="report-to"[^>]* value="2025-01-01"\/>/);
    expect(page).toContain('<p id="report-from-error" class="form-field__error">Enter a date as YYYY-MM-DD.</p>');
    expect(page).not.toContain("report.csv");
    const backwards = await site.get("/admin/report?from=2025-03-01&to=2025-02-01&l=km", cookie);
    expect(backwards.status).toBe(400);
    expect(await backwards.text()).toContain(
      '<p id="report-to-error" class="form-field__error">ថ្ងៃបញ្ចប់មិនអាចនៅមុនថ្ងៃចាប់ផ្តើមបានទេ។</p>',
    );
    expect((await site.get("/admin/report?quarter=2025-Q9", cookie)).status).toBe(400);
  });

  it("downloads the CSV: one row per complaint, Khmer intact, no personal data, and an audit entry", async () => {
    const response = await site.get("/admin/report.csv?from=2025-07-01&to=2025-09-30", cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="complaints-2025-07-01-to-2025-09-30.csv"',
    );
    expect(response.headers.get("cache-control")).toBe("no-store, private");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split("\r\n")).toEqual([
      "Reference,Received (Phnom Penh time),Language,Source,Status,Acknowledged (Phnom Penh time),Resolved or rejected (Phnom Penh time),Working days to acknowledge,Working days to answer,Within deadlines,Outcome,Category,Rating",
      `${references[0]},2025-07-01 09:00,en,site,resolved,2025-07-02 10:00,2025-07-10 10:00,1,7,yes,Refunded the premium.,,`,
      `${references[1]},2025-08-05 09:00,km,site,rejected,2025-08-11 10:00,2025-08-20 10:00,4,11,no,"មិនស្ថិតក្នុងការធានា, តាមលក្ខខណ្ឌ",,`,
      `${references[2]},2025-09-29 09:00,en,api,new,,,,,no,,,`,
      "",
    ]);
    expect(text).not.toContain("សុខ ដារា");
    expect(text).not.toContain("dara@example.com");
    expect(text).not.toContain("999");

    const [entry] = await site.db.query<{ actor_id: string; detail: unknown }>(
      "select actor_id, detail from staff_audit_log where action = 'export' order by id desc limit 1",
    );
    expect(entry).toEqual({
      actor_id: staffId,
      detail: { report: "complaints", from: "2025-07-01", to: "2025-09-30", rows: 3 },
    });
  });

  it("refuses a CSV of no period, writing nothing in the audit log", async () => {
    const count = async () =>
      (await site.db.query<{ n: number }>("select count(*)::int as n from staff_audit_log where action = 'export'"))[0]!
        .n;
    const before = await count();
    expect((await site.get("/admin/report.csv?from=2025-07-01", cookie)).status).toBe(400);
    expect((await site.get("/admin/report.csv?from=2019-01-01&to=2025-01-01", cookie)).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it("is for the complaints role only", async () => {
    for (const roles of [["admin"], ["editor"]] as const) {
      const other = await site.signIn([...roles]);
      expect((await site.get("/admin/report", other.cookie)).status).toBe(403);
      expect((await site.get("/admin/report.csv", other.cookie)).status).toBe(403);
    }
    expect((await site.get("/admin/report.csv", "")).headers.get("location")).toMatch(/^\/admin\/sign-in/);
  });
});
