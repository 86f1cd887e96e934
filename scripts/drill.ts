// npm run drill — the fault drill (issue 43): nothing is lost, and nothing is sent twice that a
// fault does not explain, while everything that can fail at once does.
//
// Layout: production's (nginx, two instances, PostgreSQL of the drill's own, files in S3), or
// with --embedded the default one (one instance on PGlite, files in its folder, no proxy).
// Visitors: 1,000 submissions from 20 clients at once, two thirds contact messages and a third
// complaints with files, each sent again with the same form token when its answer is lost.
// Faults, all during the sending: an SMTP server that refuses half of the deliveries at random
// (451, a dropped connection, an answer past the sender's timeout); one instance killed
// (SIGKILL) twice and started again; PostgreSQL stopped at once (as by a crash) and started
// again; the IMAP server stopped for a minute while 100 e-mailed complaints and answers arrive.
// Then it waits until every queue is empty and prints what happened as a table; any loss, or
// an e-mail sent twice that no fault explains, fails it.
//
//   npm run drill [-- --embedded] [--small] [--seed N]
// --small (part of `npm run test:cluster`): 200 submissions, one kill, the IMAP server down 15 s
// while 20 e-mails arrive.
import { spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { requireBuild, root, startNode, stop, waitFor } from "../bench/production-server.ts";
import { openDb, type Db } from "../db/client.ts";
import { startS3, startSmtp } from "../testing/kit.ts";
import type { SmtpFault } from "../testing/smtp.ts";
import { startImap } from "../testing/dovecot.ts";
import { freePorts } from "../testing/ports.ts";
import { checkFilesInS3, checkStored, storedComplaints, type StoredComplaint } from "./cluster/checks.ts";
import { findNginx, startNginx } from "./cluster/nginx.ts";
import { createThrowawayDatabase } from "../testing/db.ts";
import { sendSubmissions, type Submission } from "./cluster/submissions.ts";
import { checkDeliveries, type Fault } from "./drill/deliveries.ts";
import { checkMail, deliverOver, mailFor, storedMailCount, type SentMail } from "./drill/mail.ts";
import { canStartPostgres, startPostgres } from "./drill/postgres.ts";

const { values: flags } = parseArgs({
  options: { embedded: { type: "boolean" }, small: { type: "boolean" }, seed: { type: "string" } },
});
const embedded = flags.embedded === true;
const plan = flags.small
  ? { submissions: 200, kills: 1, mails: 20, imapDownMs: 15_000 }
  : { submissions: 1000, kills: 2, mails: 100, imapDownMs: 60_000 };
const clients = 20;
const complaintTo = "complaints@tonle-insurance.example";
const mailbox = "complaints";
const leaseSeconds = 15;
/** Each instance's deliveries at once (OUTBOX_CONCURRENCY's default). */
const deliveriesAtOnce = 4;
let seed = Number(flags.seed ?? Date.now() % 100_000);
const seedUsed = seed;

/** A small seeded generator (mulberry32): a run's faults can be replayed with --seed. */
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const faultsOfSmtp: Record<SmtpFault, number> = { accept: 0, tempfail: 0, drop: 0, slow: 0 };
/** Half the deliveries refused, a third of those each way. */
function smtpFault(): SmtpFault {
  const draw = random();
  const fault: SmtpFault = draw < 0.5 ? "accept" : draw < 2 / 3 ? "tempfail" : draw < 5 / 6 ? "drop" : "slow";
  faultsOfSmtp[fault] += 1;
  return fault;
}

requireBuild();
const nginxBinary = embedded ? null : findNginx();
if (!embedded && !nginxBinary) {
  console.error("nginx is not installed. On Debian: sudo apt-get install -y nginx (or run with --embedded).");
  process.exit(1);
}
// Without PostgreSQL's programs here, a database of the server TEST_DATABASE_URL names, which the drill cannot restart.
const ownPostgres = !embedded && canStartPostgres();
if (!embedded && !ownPostgres && !process.env.TEST_DATABASE_URL) {
  console.error(
    "PostgreSQL's programs are not installed (Debian: apt-get install postgresql): set TEST_DATABASE_URL, or run with --embedded.",
  );
  process.exit(1);
}

const started = performance.now();
const log = (line: string) =>
  console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s] ${line}`);
const cleanups: (() => unknown)[] = [];
const cleanUp = async () => {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error("cleanup:", (error as Error).message);
    }
  }
};
process.once("SIGINT", () => void cleanUp().then(() => process.exit(130)));

interface Instance {
  port: number;
  env: NodeJS.ProcessEnv;
  child: ChildProcess;
}

async function run(): Promise<string[]> {
  const runId = `drill-${process.pid}`;
  const [sitePort, smtpPort, s3Port, pgPort, imapPort, ...appPorts] = await freePorts(embedded ? 6 : 7);
  const dir = mkdtempSync(join(tmpdir(), "drill-"));
  chmodSync(dir, 0o755);
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const faults: Fault[] = [];

  const smtp = await startSmtp(smtpPort, { fault: smtpFault, slowMs: 5_000 });
  cleanups.push(() => smtp.close());
  const imap = await startImap(imapPort);
  cleanups.push(() => imap.close());

  // The shared database: PostgreSQL of our own (restarted below), migrated and seeded as deployed.
  const postgres = ownPostgres ? await startPostgres(pgPort!) : null;
  if (postgres) cleanups.push(() => postgres.stop());
  const shared = embedded || postgres ? null : await createThrowawayDatabase(process.env.TEST_DATABASE_URL!, "drill");
  if (shared) cleanups.push(() => shared.drop());
  const databaseUrl = postgres?.url ?? shared?.url ?? null;
  const s3 = embedded ? null : await startS3(join(dir, "s3"), { port: s3Port });
  if (s3) cleanups.push(() => s3.close());
  if (databaseUrl) {
    const seeded = spawnSync(process.execPath, ["db/cli.ts", "seed"], {
      cwd: fileURLToPath(root),
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: "utf8",
    });
    if (seeded.status !== 0) throw new Error(`db/cli.ts seed failed:\n${seeded.stderr}`);
  }
  log(
    `${embedded ? "embedded layout: one instance on PGlite" : "production layout: nginx, two instances, PostgreSQL, S3"}; SMTP refusing half at random (seed ${seedUsed}), IMAP on :${imapPort}`,
  );

  const instances: Instance[] = appPorts.slice(0, embedded ? 1 : 2).map((port, n) => ({
    port,
    child: null as unknown as ChildProcess,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: join(dir, `instance-${n + 1}`),
      // The address visitors use: nginx's, or the one instance's in the embedded layout.
      SITE_URL: `http://127.0.0.1:${embedded ? port : sitePort}`,
      TRUST_PROXY: "loopback",
      // Past the slow answers' 5 s, the sender gives up at 3 s of silence.
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}/?pool=true&socketTimeout=3000`,
      COMPLAINT_MAIL_TO: complaintTo,
      IMAP_URL: imap.url(mailbox),
      IMAP_POLL_S: "5",
      RATE_LIMIT_SUBMISSIONS: "10000",
      OUTBOX_POLL_MS: "200",
      OUTBOX_LEASE_SECONDS: String(leaseSeconds),
      OUTBOX_CONCURRENCY: String(deliveriesAtOnce),
      OUTBOX_RETRY_BASE_MS: "500",
      OUTBOX_RETRY_MAX_MS: "5000",
      OUTBOX_MAX_ATTEMPTS: "40",
      // Not during the drill: the digest's e-mails have checks of their own (the cluster test).
      REGISTER_DIGEST_AT: "23:59",
      LINK_CHECK_AT: "off",
      ...(databaseUrl && s3 ? { DATABASE_URL: databaseUrl, ...s3.env } : {}),
    },
  }));
  // The instances' log, for the COMMITs whose answer a fault cut off (db/commit-outcome.ts).
  const commitsAskedAgain = { committed: 0, rolledBack: 0 };
  const startInstance = async (instance: Instance) => {
    instance.child = startNode(instance.env, undefined, [], "pipe");
    createInterface({ input: instance.child.stdout! }).on("line", (line) => {
      if (!line.includes("COMMIT got no answer")) return;
      const { committed } = JSON.parse(line) as { committed: boolean };
      commitsAskedAgain[committed ? "committed" : "rolledBack"] += 1;
    });
    await waitFor(`http://127.0.0.1:${instance.port}/readyz`, 120_000);
  };
  for (const instance of instances) cleanups.push(() => stop(instance.child));
  await Promise.all(instances.map(startInstance));

  let siteUrl = `http://127.0.0.1:${instances[0]!.port}`;
  if (!embedded) {
    const nginx = startNginx(nginxBinary!, {
      port: sitePort!,
      upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`),
      dir: join(dir, "nginx"),
    });
    cleanups.push(() => nginx.stop());
    siteUrl = `http://127.0.0.1:${sitePort}`;
    await waitFor(`${siteUrl}/healthz`, 10_000);
  }
  // The database as the drill reads it: PostgreSQL directly, the embedded one through its server's socket.
  const db: Db = await openDb(
    databaseUrl
      ? { kind: "postgres", url: databaseUrl, max: 2 }
      : { kind: "pglite", dataDir: join(instances[0]!.env.DATA_DIR!, "pglite") },
  );
  cleanups.push(() => db.close());

  // The faults, each when a share of the submissions has been thanked for.
  const victim = instances.at(-1)!;
  const sentMail: SentMail[] = [];
  let mailDone: Promise<void> = Promise.resolve();
  const thankedComplaints: Submission[] = [];
  const at = (share: number) => Math.round(plan.submissions * share);
  const kill = async () => {
    victim.child.kill("SIGKILL");
    faults.push({ kind: "kill", at: Date.now(), capacity: deliveriesAtOnce });
    log(`killed instance :${victim.port} (SIGKILL)`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await startInstance(victim);
    log(`instance :${victim.port} started again`);
  };
  const schedule = new Map<number, () => Promise<void>>([
    [
      at(0.2),
      async () => {
        await imap.pause();
        const downAt = Date.now();
        log(`IMAP server stopped; ${plan.mails} e-mails arrive in the next ${plan.imapDownMs / 1000} s`);
        const mails = await Promise.all(
          Array.from({ length: plan.mails }, (_, n) => {
            const answered = n % 2 === 1 ? thankedComplaints[n % thankedComplaints.length] : undefined;
            const reference = answered?.attempts.at(-1)?.reference;
            return mailFor(runId, n, answered && reference ? { reference, email: answered.email } : null);
          }),
        );
        sentMail.push(...mails.map((mail) => mail.sent));
        mailDone = deliverOver(
          imap,
          mailbox,
          mails.map((mail) => mail.raw),
          plan.imapDownMs,
        ).then(async () => {
          await imap.resume();
          log(`IMAP server started again after ${((Date.now() - downAt) / 1000).toFixed(0)} s`);
        });
      },
    ],
    [at(0.35), kill],
    ...(postgres
      ? [
          [
            at(0.5),
            async () => {
              await postgres.restart();
              faults.push({
                kind: "database restart",
                at: Date.now(),
                capacity: instances.length * deliveriesAtOnce,
              });
              log("PostgreSQL stopped at once and started again");
            },
          ] as [number, () => Promise<void>],
        ]
      : []),
    ...(plan.kills > 1 ? [[at(0.7), kill] as [number, () => Promise<void>]] : []),
  ]);
  const faultsUnderWay: Promise<void>[] = [];

  const sendStarted = Date.now();
  const sending = sendSubmissions({
    siteUrl,
    runId,
    count: plan.submissions,
    concurrency: clients,
    kindOf: (index) => (index % 3 === 0 ? "complaint" : "contact"),
    // A visitor whose site is away (a killed instance, the database restarting) tries again, for up to a minute.
    maxAttempts: 120,
    retryDelayMs: 500,
    onDone: (done, submission) => {
      if (submission.kind === "complaint") thankedComplaints.push(submission);
      const fault = schedule.get(done);
      if (fault) faultsUnderWay.push(fault());
    },
  });
  // The faults under way end before anything is checked or cleaned up, whatever the sending came to.
  const submissions = await sending.finally(() =>
    Promise.allSettled(faultsUnderWay).then(() => mailDone.catch(() => {})),
  );
  await Promise.all(faultsUnderWay);
  const sentSeconds = (Date.now() - sendStarted) / 1000;
  const retried = submissions.filter((submission) => submission.attempts.length > 1).length;
  log(
    `${plan.submissions} submissions thanked for in ${sentSeconds.toFixed(0)} s; ${retried} sent again after a lost answer`,
  );
  await mailDone;

  // Until every queue is empty: the outbox, and the mailbox.
  const drainStarted = Date.now();
  for (;;) {
    const [outbox] = await db.query<{ pending: number }>(
      "select count(*)::int as pending from outbox where status = 'pending'",
    );
    const stored = await storedMailCount(db, sentMail);
    if (outbox!.pending === 0 && stored >= sentMail.length) break;
    if (Date.now() - drainStarted > 15 * 60_000)
      throw new Error(
        `not drained after 15 minutes: ${outbox!.pending} deliveries pending, ${stored}/${sentMail.length} e-mails stored`,
      );
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const drainSeconds = (Date.now() - drainStarted) / 1000;
  // A repeated delivery shows up late: give it the time to.
  await new Promise((resolve) => setTimeout(resolve, 3000));

  const problems: string[] = [];
  const stored = (await storedComplaints(db)).filter(
    (complaint) => complaint.marker.startsWith(`${runId}-`) && !complaint.marker.includes("-mail-"),
  );
  const complaints = submissions.filter((submission) => submission.kind === "complaint");
  problems.push(...checkStored(complaints, stored).problems);
  problems.push(
    ...(s3 ? (await checkFilesInS3(s3, stored)).problems : checkLocalFiles(instances[0]!.env.DATA_DIR!, stored)),
  );
  const contacts = submissions.filter((submission) => submission.kind === "contact");
  const messages = await storedMessages(db, runId);
  for (const contact of contacts) {
    const count = messages.get(contact.marker) ?? 0;
    if (count !== 1) problems.push(`contact message ${contact.marker} stored ${count} times`);
  }
  const complaintRows = Map.groupBy(stored, (complaint) => complaint.marker);
  const storedOnce =
    complaints.filter((complaint) => complaintRows.get(complaint.marker)?.length === 1).length +
    contacts.filter((contact) => messages.get(contact.marker) === 1).length;
  const deliveries = await checkDeliveries(db, smtp.received, faults);
  problems.push(...deliveries.problems);
  const mail = await checkMail(db, sentMail);
  problems.push(...mail.problems);
  const flags = await imap.flags(mailbox);
  const unmarked = flags.filter((one) => !one.includes("$Registered")).length;
  if (unmarked > 0) problems.push(`${unmarked} e-mails in the mailbox are not marked as registered`);

  const refused = faultsOfSmtp.tempfail + faultsOfSmtp.drop + faultsOfSmtp.slow;
  console.log(`
| Layout | ${embedded ? "embedded: one instance, PGlite" : "production: nginx, 2 instances, PostgreSQL, S3"} |
|---|---|
| Faults | ${faults.filter((fault) => fault.kind === "kill").length} kill(s) of one instance, ${postgres ? "1 restart of PostgreSQL" : databaseUrl ? "PostgreSQL not restarted (not the drill's own)" : "no PostgreSQL"}, IMAP down ${plan.imapDownMs / 1000} s, SMTP refusing ${refused} of ${refused + faultsOfSmtp.accept} (${faultsOfSmtp.tempfail} × 451, ${faultsOfSmtp.drop} dropped, ${faultsOfSmtp.slow} too slow) |
| Thanked | ${submissions.filter((submission) => submission.attempts.at(-1)?.thanked).length} of ${plan.submissions} (${complaints.length} complaints, ${contacts.length} contact messages); ${retried} sent again |
| Stored, each key exactly once | ${storedOnce} of ${plan.submissions} |
| COMMITs whose answer was lost | ${commitsAskedAgain.committed + commitsAskedAgain.rolledBack}: ${commitsAskedAgain.committed} committed, ${commitsAskedAgain.rolledBack} rolled back, as the database said when asked again |
| Deliveries accepted by SMTP | ${deliveries.accepted} for ${deliveries.jobs} jobs |
| Duplicates at SMTP | ${deliveries.duplicates}${deliveries.explained.length ? ` (${deliveries.explained.map((one) => `${one.copies} by a ${one.fault.kind}`).join(", ")})` : ""} |
| Deliveries dead | ${deliveries.dead} |
| E-mails stored exactly once | ${mail.storedOnce} of ${sentMail.length} |
| Time to drain | ${drainSeconds.toFixed(0)} s after the last submission |
`);
  return problems;
}

/** Each stored contact message's marker, with how many rows hold it. */
async function storedMessages(db: Db, runId: string): Promise<Map<string, number>> {
  const rows = await db.query<{ marker: string; n: number }>(
    `select substring(message from '\\[([^\\]]+)\\]$') as marker, count(*)::int as n
       from contact_messages where message like '%[' || $1 || '-%' group by 1`,
    [runId],
  );
  return new Map(rows.map((row) => [row.marker, row.n]));
}

/** The embedded layout's files: each in the instance's folder, with its size. */
function checkLocalFiles(dataDir: string, stored: StoredComplaint[]): string[] {
  return stored.flatMap((complaint) =>
    complaint.files.flatMap((file) => {
      const path = join(dataDir, "uploads", file.storage_key);
      if (!existsSync(path)) return [`${complaint.reference}: ${file.storage_key} missing`];
      return statSync(path).size === file.size_bytes
        ? []
        : [`${complaint.reference}: ${file.storage_key} has the wrong size`];
    }),
  );
}

try {
  const problems = await run();
  if (problems.length > 0) {
    console.error(
      `FAILED (${problems.length} problem(s)):\n${problems
        .slice(0, 30)
        .map((problem) => `  - ${problem}`)
        .join("\n")}`,
    );
    process.exitCode = 1;
  } else log("drill passed: nothing lost, every duplicate explained");
} catch (error) {
  console.error(`\nFAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
