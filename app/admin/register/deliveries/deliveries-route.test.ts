// The failed deliveries page over HTTP: the dead rows listed with their record and error, a
// retry that puts one back in the queue (timeline and audit log), a second retry refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../../testing/db.ts";
import { serveBackOffice, type BackOffice } from "../../../../testing/admin-http.ts";
import { insertComplaint, insertContactMessage } from "../../../../testing/register.ts";
import { getTimeline } from "../../../register/timeline.server.ts";

describe.each(testDatabases)("failed deliveries on $name", (database) => {
  let site: BackOffice;
  let cookie: string;
  let staffId: string;
  let complaint: { id: string; reference: string };
  let ack: string;
  let message: string;

  const deadJob = async (kind: string, payload: unknown, lastError: string) =>
    (
      await site.db.query<{ id: string }>(
        "insert into outbox (kind, payload, status, attempts, last_error) values ($1, $2, 'dead', 8, $3) returning id",
        [kind, JSON.stringify(payload), lastError],
      )
    )[0]!.id;

  beforeAll(async () => {
    site = await serveBackOffice(database);
    ({ cookie, id: staffId } = await site.signIn(["complaints"]));
    complaint = await insertComplaint(site.db);
    ack = await deadJob(
      "complaint.ack",
      { complaintId: complaint.id },
      "550 5.1.1 <dara@example.com>: mailbox unavailable",
    );
    message = await insertContactMessage(site.db);
    await deadJob(
      "contact.forward",
      { contactMessageId: message },
      `connect ECONNREFUSED 10.0.0.5:443 ${"x".repeat(300)}`,
    );
  });
  afterAll(() => site.close());

  it("lists the deliveries that failed for good, with what they belong to", async () => {
    const response = await site.get("/admin/deliveries", cookie);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<th scope="row" data-label="Delivery">Acknowledgement to the complainant</th>');
    expect(page).toContain(
      `href="/admin/complaints/${complaint.id}" data-discover="true">Complaint ${complaint.reference}</a>`,
    );
    expect(page).toContain("550 5.1.1 &lt;dara@example.com&gt;: mailbox unavailable");
    expect(page).toContain(`Contact message ${message.slice(0, 8)}`);
    // A long error is folded.
    expect(page).toMatch(/<details class="admin-error-text"><summary><code class="admin-detail">connect ECONNREFUSED/);
    const khmer = await (await site.get("/admin/deliveries?l=km", cookie)).text();
    expect(khmer).toContain("ការបញ្ជាក់ការទទួលទៅអ្នកដាក់ពាក្យបណ្តឹង");
    expect(khmer).toContain(`ពាក្យបណ្តឹង ${complaint.reference}`);
  });

  it("retries one: back in the queue, in the timeline and the audit log; a second retry is refused", async () => {
    const response = await site.post("/admin/deliveries", cookie, { intent: "retry", id: ack });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("The delivery is back in the queue");
    const [job] = await site.db.query<{ status: string; attempts: number }>(
      "select status, attempts from outbox where id = $1",
      [ack],
    );
    expect(job).toEqual({ status: "pending", attempts: 0 });
    const timeline = await getTimeline(site.db, "complaint", complaint.id);
    expect(timeline?.find((entry) => entry.kind === "retry")).toMatchObject({
      actor: { id: staffId, name: "Test Staff" },
    });
    const [entry] = await site.db.query<{ actor_id: string; target_type: string; target_id: string }>(
      "select actor_id, target_type, target_id from staff_audit_log where action = 'delivery.retry' order by id desc limit 1",
    );
    expect(entry).toEqual({ actor_id: staffId, target_type: "delivery", target_id: ack });

    const again = await site.post("/admin/deliveries?l=km", cookie, { intent: "retry", id: ack });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("ការបញ្ជូននេះលែងរង់ចាំការព្យាយាមម្តងទៀតហើយ");
    expect(await (await site.get("/admin/deliveries", cookie)).text()).not.toContain(
      `/admin/complaints/${complaint.id}`,
    );
  });

  it("refuses a malformed retry, and anyone without the complaints role", async () => {
    expect((await site.post("/admin/deliveries", cookie, { intent: "retry" })).status).toBe(400);
    expect((await site.post("/admin/deliveries", cookie, { intent: "delete", id: ack })).status).toBe(400);
    expect((await site.post("/admin/deliveries", cookie, { intent: "retry", id: "not-an-id" })).status).toBe(409);
    const admin = await site.signIn(["admin"]);
    expect((await site.get("/admin/deliveries", admin.cookie)).status).toBe(403);
    expect((await site.post("/admin/deliveries", admin.cookie, { intent: "retry", id: ack })).status).toBe(403);
  });
});
