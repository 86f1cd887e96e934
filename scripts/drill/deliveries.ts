// What reached the SMTP server, against the outbox: every job delivered (none dead, none left
// pending), and every second copy of an e-mail explained by a fault that struck between its
// sending and its recording: a killed instance (at most one copy per delivery it had under way,
// OUTBOX_CONCURRENCY) or the database's restart (as many per instance).
import type { Db } from "../../db/client.ts";
import type { Received } from "../../testing/smtp.ts";

export interface Fault {
  kind: "kill" | "database restart";
  at: number;
  /** How many deliveries under way it can cut between sending and recording. */
  capacity: number;
}

/** The longest a delivery takes from the SMTP server's acceptance to its recording, killed or not. */
const recordingWindowMs = 10_000;

export interface DeliveryFigures {
  problems: string[];
  jobs: number;
  accepted: number;
  duplicates: number;
  explained: { fault: Fault; copies: number }[];
  dead: number;
}

// The header is folded onto a second line when the Message-ID is long.
const jobIdOf = (raw: string) => /^Message-ID:\s*<outbox-([\w-]+)@/im.exec(raw)?.[1] ?? null;
/** Kinds that e-mail nobody when there is nobody to tell (no staff yet, as in the drill). */
const mayMailNobody = new Set(["complaint.answered"]);

export async function checkDeliveries(db: Db, received: Received[], faults: Fault[]): Promise<DeliveryFigures> {
  const problems: string[] = [];
  const jobs = await db.query<{ id: string; kind: string; status: string; attempts: number }>(
    "select id, kind, status, attempts from outbox",
  );
  const copies = Map.groupBy(received, (mail) => jobIdOf(mail.raw) ?? "");
  const dead = jobs.filter((job) => job.status === "dead").length;
  const left = new Map(faults.map((fault) => [fault, fault.capacity]));
  const explained = new Map<Fault, number>();
  let duplicates = 0;
  for (const job of jobs) {
    const sent = (copies.get(job.id) ?? []).sort((a, b) => a.at - b.at);
    copies.delete(job.id);
    if (job.status !== "done") problems.push(`${job.kind} job ${job.id} is ${job.status}`);
    if (job.status === "done" && sent.length === 0 && !mayMailNobody.has(job.kind))
      problems.push(`${job.kind} job ${job.id} is done but never arrived`);
    if (sent.length > job.attempts)
      problems.push(`${job.kind} job ${job.id}: ${sent.length} copies from ${job.attempts} attempts`);
    for (let copy = 1; copy < sent.length; copy++) {
      duplicates += 1;
      const [before, after] = [sent[copy - 1]!.at, sent[copy]!.at];
      const fault = faults.find(
        (one) => left.get(one)! > 0 && one.at >= before && one.at <= after && one.at - before <= recordingWindowMs,
      );
      if (!fault) {
        problems.push(
          `${job.kind} job ${job.id} arrived twice (${new Date(before).toISOString()}, ${new Date(after).toISOString()}) with no fault between`,
        );
        continue;
      }
      left.set(fault, left.get(fault)! - 1);
      explained.set(fault, (explained.get(fault) ?? 0) + 1);
    }
  }
  for (const [id, strays] of copies)
    problems.push(`${strays.length} e-mail(s) from no outbox job (${id || "no outbox Message-ID"})`);
  return {
    problems,
    jobs: jobs.length,
    accepted: received.length,
    duplicates,
    explained: [...explained].map(([fault, count]) => ({ fault, copies: count })),
    dead,
  };
}
