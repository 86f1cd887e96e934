// What the cluster test asserts at the end, against PostgreSQL, the S3 server and the SMTP
// server: every thanked-for complaint stored once with its files (exactly as many complaints as
// visitors thanked), every stored complaint delivered, and a repeated e-mail only where a job was
// claimed again after the kill.
import { HeadObjectCommand } from "@aws-sdk/client-s3";
import type { Db } from "../../db/client.ts";
import { parseMail, type Received, type TestS3 } from "../../testing/kit.ts";
import { fixtureFiles, type Submission } from "./submissions.ts";

export interface StoredComplaint {
  id: string;
  reference: string;
  email: string;
  created_at: Date;
  /** The marker of the submission that stored it, from its message. */
  marker: string;
  files: { storage_key: string; original_name: string; size_bytes: number }[];
}

export async function storedComplaints(db: Db): Promise<StoredComplaint[]> {
  const rows = await db.query<Omit<StoredComplaint, "marker"> & { message: string }>(
    `select c.id, c.reference, c.email, c.created_at, c.message,
            coalesce((select json_agg(json_build_object('storage_key', f.storage_key, 'original_name', f.original_name, 'size_bytes', f.size_bytes)
                                      order by f.position)
                      from complaint_files f where f.complaint_id = c.id), '[]'::json) as files
     from complaints c`,
  );
  return rows.map(({ message, ...row }) => ({ ...row, marker: message.match(/\[([^\]]+)\]$/)?.[1] ?? "" }));
}

/**
 * Every submission stored exactly once, under the one reference its visitor was thanked with
 * (twice for a double click), with its files; nothing else stored. Also counts the submissions an
 * attempt stored whose answer the kill cut off: their retry, with the same token, was answered
 * with that complaint.
 */
export function checkStored(
  submissions: Submission[],
  stored: StoredComplaint[],
): { problems: string[]; storedByCutOffAttempt: number } {
  const problems: string[] = [];
  const byMarker = Map.groupBy(stored, (complaint) => complaint.marker);
  let storedByCutOffAttempt = 0;
  if (stored.length !== submissions.length)
    problems.push(`${stored.length} complaints stored for ${submissions.length} thanked for`);
  for (const submission of submissions) {
    const rows = byMarker.get(submission.marker) ?? [];
    byMarker.delete(submission.marker);
    const thanked = submission.attempts.at(-1)!;
    const [row] = rows;
    const shown = [...new Set(submission.attempts.flatMap((attempt) => attempt.reference ?? []))];
    if (rows.length !== 1) problems.push(`${submission.marker} (${shown.join(", ")}) stored ${rows.length} times`);
    else if (shown.join() !== row!.reference)
      problems.push(`${submission.marker} was shown ${shown.join(" and ")} but stored as ${row!.reference}`);
    else if (row!.files.map((file) => file.original_name).join() !== submission.files.map((file) => file.name).join()) {
      problems.push(
        `${thanked.reference} stored files ${row!.files.map((file) => file.original_name).join()}, not those sent`,
      );
    } else if (submission.attempts.length > 1 && row!.created_at.getTime() < thanked.sentAt) {
      storedByCutOffAttempt += 1;
    }
  }
  for (const [marker, rows] of byMarker)
    problems.push(`${rows.length} stored complaint(s) that no submission sent (marker "${marker}")`);
  return { problems, storedByCutOffAttempt };
}

/** Every stored complaint's files are in the bucket, with their size. */
export async function checkFilesInS3(
  s3: TestS3,
  stored: StoredComplaint[],
): Promise<{ problems: string[]; files: number }> {
  const files = stored.flatMap((complaint) =>
    complaint.files.map((file) => ({ ...file, reference: complaint.reference })),
  );
  const problems: string[] = [];
  for (let start = 0; start < files.length; start += 32) {
    await Promise.all(
      files.slice(start, start + 32).map(async (file) => {
        try {
          const head = await s3.client.send(
            new HeadObjectCommand({ Bucket: s3.connection.bucket, Key: file.storage_key }),
          );
          if (head.ContentLength !== file.size_bytes)
            problems.push(
              `${file.reference}: ${file.storage_key} holds ${head.ContentLength} bytes, not ${file.size_bytes}`,
            );
        } catch (error) {
          problems.push(`${file.reference}: ${file.storage_key} missing from S3 (${(error as Error).name})`);
        }
      }),
    );
  }
  return { problems, files: files.length };
}

/** Waits until no delivery is pending; fails at once if one is dead. */
export async function waitForDeliveries(db: Db, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const [counts] = await db.query<{ pending: number; dead: number; error: string | null }>(
      `select count(*) filter (where status = 'pending')::int as pending, count(*) filter (where status = 'dead')::int as dead,
              max(last_error) filter (where status = 'dead') as error
       from outbox`,
    );
    if (counts!.dead > 0) throw new Error(`${counts!.dead} deliveries failed for good, e.g.: ${counts!.error}`);
    if (counts!.pending === 0) return;
    if (Date.now() > end) throw new Error(`${counts!.pending} deliveries still pending after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export interface DeliveryReport {
  problems: string[];
  jobs: number;
  messages: number;
  /** Complaints by how many e-mails they got (2: the team's and the acknowledgement). */
  perComplaint: Map<number, number>;
  /** Jobs claimed more than once (the killed instance's lease ran out), and the copies each sent. */
  reclaimed: { kind: string; attempts: number; copies: number }[];
}

const fixtureBytes = new Map(fixtureFiles.map((file) => [file.name, Buffer.from(file.bytes)]));

/**
 * Every e-mail job of every stored complaint was delivered, with the right recipient, text and
 * attachments. A job claimed once was sent once; more copies (same Message-ID) only from a job
 * that was claimed again after the instance holding it died.
 */
export async function checkDeliveries(
  db: Db,
  stored: StoredComplaint[],
  received: Received[],
  complaintTo: string,
): Promise<DeliveryReport> {
  const problems: string[] = [];
  const jobs = await db.query<{ id: string; kind: string; complaint_id: string; status: string; attempts: number }>(
    "select id, kind, payload->>'complaintId' as complaint_id, status, attempts from outbox where kind like 'complaint.%'",
  );
  const parsed = await Promise.all(received.map(async (mail) => ({ to: mail.to, email: await parseMail(mail) })));
  const copiesOf = Map.groupBy(parsed, (mail) => /^<outbox-([\w-]+)@/.exec(mail.email.messageId ?? "")?.[1] ?? "");
  // The other kinds' e-mails (the daily digest) have checks of their own.
  for (const { id } of await db.query<{ id: string }>("select id from outbox where kind not like 'complaint.%'"))
    copiesOf.delete(id);
  const complaints = new Map(stored.map((complaint) => [complaint.id, complaint]));
  const perComplaintCount = new Map<string, number>();
  const reclaimed: DeliveryReport["reclaimed"] = [];

  for (const job of jobs) {
    const complaint = complaints.get(job.complaint_id);
    const copies = copiesOf.get(job.id) ?? [];
    copiesOf.delete(job.id);
    if (!complaint) {
      problems.push(`outbox job ${job.id} (${job.kind}) is for no stored complaint`);
      continue;
    }
    const label = `${complaint.reference} ${job.kind}`;
    perComplaintCount.set(complaint.id, (perComplaintCount.get(complaint.id) ?? 0) + copies.length);
    if (job.status !== "done") problems.push(`${label}: job ${job.status}`);
    if (copies.length === 0) problems.push(`${label}: never delivered`);
    if (job.attempts > 1) reclaimed.push({ kind: job.kind, attempts: job.attempts, copies: copies.length });
    if (copies.length > job.attempts)
      problems.push(`${label}: ${copies.length} copies from ${job.attempts} attempt(s)`);
    else if (copies.length > 1 && job.attempts === 1)
      problems.push(`${label}: delivered ${copies.length} times though claimed once`);

    for (const { to, email } of copies) {
      if (job.kind === "complaint.ack" && to.join() !== complaint.email)
        problems.push(`${label}: sent to ${to.join()}, not ${complaint.email}`);
      if (job.kind !== "complaint.email") continue;
      if (to.join() !== complaintTo) problems.push(`${label}: sent to ${to.join()}, not ${complaintTo}`);
      if (!email.text?.includes(`[${complaint.marker}]`)) problems.push(`${label}: the complaint's text is missing`);
      const attached = email.attachments.map(
        (file) =>
          `${file.filename}:${Buffer.from(file.content as ArrayBuffer).equals(fixtureBytes.get(file.filename ?? "") ?? Buffer.alloc(0))}`,
      );
      const expected = complaint.files.map((file) => `${file.original_name}:true`);
      if (attached.join() !== expected.join())
        problems.push(`${label}: attachments ${attached.join()} instead of ${expected.join()}`);
    }
  }
  for (const [jobId, copies] of copiesOf)
    problems.push(`${copies.length} e-mail(s) from no known job (${jobId || "no outbox Message-ID"})`);
  for (const complaint of stored)
    if (!perComplaintCount.has(complaint.id)) problems.push(`${complaint.reference}: no delivery jobs`);

  const perComplaint = new Map<number, number>();
  for (const count of perComplaintCount.values()) perComplaint.set(count, (perComplaint.get(count) ?? 0) + 1);
  return { problems, jobs: jobs.length, messages: received.length, perComplaint, reclaimed };
}
