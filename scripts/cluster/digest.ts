// The complaints team's daily digest with two instances polling one PostgreSQL (issue 32): the
// instances start with the digest's time already past, so both try to queue it at once; the
// day is claimed once, its member's job queued once, and one e-mail reaches the SMTP server.
// Its overdue complaint is removed afterwards, so the complaints check counts only the 500.
import type { Db } from "../../db/client.ts";
import { parseMail, type Received } from "../../testing/kit.ts";
import { insertComplaint } from "../../testing/register.ts";
import { makeStaff } from "../../testing/staff.ts";

export interface DigestSetUp {
  email: string;
  complaintId: string;
}

/** Before the instances start: a member of the complaints team who owns an overdue complaint. */
export async function prepareDigest(db: Db): Promise<DigestSetUp> {
  const member = await makeStaff(db, ["complaints"]);
  const { id } = await insertComplaint(db, { fullName: "Cluster Digest", receivedAt: "2020-01-06T03:00:00Z" });
  await db.query("update complaints set owner_id = $2 where id = $1", [id, member.id]);
  return { email: member.email, complaintId: id };
}

export async function checkDigestOnce(
  db: Db,
  received: Received[],
  { email, complaintId }: DigestSetUp,
): Promise<{ problems: string[]; line: string }> {
  const problems: string[] = [];
  const deadline = Date.now() + 60_000;
  let jobs: { id: string; account: string; status: string }[] = [];
  while (Date.now() < deadline) {
    jobs = await db.query(
      "select id, payload->>'accountId' as account, status from outbox where kind = 'register.digest'",
    );
    if (jobs.length > 0 && jobs.every((job) => job.status === "done")) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const days = await db.query("select day from register_digests");
  const digests = await Promise.all(
    received.filter((mail) => mail.to.includes(email)).map(async (mail) => await parseMail(mail)),
  );
  if (days.length !== 1) problems.push(`the digest's day was claimed ${days.length} times, not once`);
  if (jobs.length !== 1) problems.push(`${jobs.length} digest jobs were queued for one member, not 1`);
  if (jobs.some((job) => job.status !== "done")) problems.push("a digest job was not delivered within a minute");
  if (digests.length !== 1) problems.push(`the member got ${digests.length} digest e-mails, not 1`);
  if (digests[0] && !digests[0].subject?.startsWith("Complaints today: 1 overdue"))
    problems.push(`the digest's subject is "${digests[0].subject}"`);
  await db.query("delete from complaints where id = $1", [complaintId]);
  return { problems, line: `daily digest: ${days.length} day claimed, ${jobs.length} job, ${digests.length} e-mail` };
}
