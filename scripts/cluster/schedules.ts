// A scheduled publication with two instances polling one PostgreSQL (issue 31): an unpublished
// position set to be published a moment ahead is published once, recorded once in its history
// and once in the audit log, whichever instance claims it, and nginx then serves it on /careers.
import type { Db } from "../../db/client.ts";
import { schedule } from "../../app/admin/content/schedules.server.ts";
import { draftPosition } from "../../testing/drafts.ts";
import { makeStaff } from "../../testing/staff.ts";

export async function checkScheduledPublication(
  db: Db,
  siteUrl: string,
): Promise<{ problems: string[]; line: string }> {
  const problems: string[] = [];
  const stamp = Date.now();
  const slug = `cluster-scheduled-${stamp}`;
  const title = `Cluster Scheduled ${stamp}`;
  await draftPosition(db, slug, title);
  const editor = await makeStaff(db, ["editor"]);
  // A moment ahead: both instances are polling (every 200 ms) when it comes.
  const dueAt = new Date(Date.now() + 2000);
  await schedule(
    db,
    { entity: "positions", key: slug, action: "publish", dueAt },
    { id: editor.id, email: editor.email },
    "",
  );

  const deadline = Date.now() + 60_000;
  let shown = false;
  while (!shown && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const page = await fetch(`${siteUrl}/careers`, { headers: { Accept: "text/html" } });
    shown = (await page.text()).includes(title);
  }
  if (!shown) problems.push(`the scheduled position ${slug} was not on /careers within a minute`);
  const count = async (sql: string, values: unknown[]) => (await db.query(sql, values)).length;
  const revisions = await count(
    "select 1 from content_revisions where entity = 'positions' and key = $1 and saved_by is not null",
    [slug],
  );
  const audits = await count(
    "select 1 from staff_audit_log where action = 'content.scheduled_publish' and target_id = $1",
    [`positions/${slug}`],
  );
  const [row] = await db.query<{ outcome: string | null; late: number }>(
    "select outcome, extract(epoch from done_at - due_at)::float as late from content_schedules where key = $1",
    [slug],
  );
  if (revisions !== 1) problems.push(`the scheduled publication made ${revisions} revisions, not 1`);
  if (audits !== 1) problems.push(`the scheduled publication was audited ${audits} times, not once`);
  if (row?.outcome !== "done") problems.push(`the schedule's outcome is ${row?.outcome ?? "none"}, not done`);
  return {
    problems,
    line: `scheduled publication: run ${row?.late?.toFixed(1) ?? "?"} s after its time, ${revisions} revision, ${audits} audit entry, on /careers: ${shown}`,
  };
}
