// npm run test:cluster — production's layout on this machine (docs/deploy.md): nginx with
// deploy/nginx.conf in front of two instances of the production build, one PostgreSQL, complaint
// files in an S3-compatible server, e-mail to an SMTP server that records every message.
// Shows pages served through nginx's cache and 500 complaints with files, posted 16 at a time,
// spread over both instances, one of which is killed (SIGKILL) half-way: every complaint a
// visitor was thanked for is stored once with its files in S3 and e-mailed, the surviving
// instance taking over the killed one's deliveries once their lease ends. A visitor's retry
// carries the form's one-time token again, so a complaint whose answer the kill cut off is not
// stored a second time, nor one sent twice at once (a double click): exactly 500 are stored.
// And a staff member signed in through both instances is signed out of both by one "sign out
// everywhere"; an editor's preview of an unpublished position is never cached by nginx, and a
// visitor asking the same address gets the 404; a publication scheduled while both instances
// poll happens once, and so does the complaints team's daily digest.
import { spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { requireBuild, root, startNode, stop, waitFor } from "../bench/production-server.ts";
import { openDb } from "../db/client.ts";
import { createThrowawayDatabase } from "../testing/db.ts";
import { startS3, startSmtp } from "../testing/kit.ts";
import { checkDeliveries, checkFilesInS3, checkStored, storedComplaints, waitForDeliveries } from "./cluster/checks.ts";
import { checkPageCache, checkPostsPassedThrough } from "./cluster/cache.ts";
import { isDoubleClick, sendSubmissions } from "./cluster/submissions.ts";
import { answeredPostsByInstance, findNginx, startNginx } from "./cluster/nginx.ts";
import { checkStaffSessions } from "./cluster/staff-sessions.ts";
import { checkPreviewNotCached } from "./cluster/preview.ts";
import { checkRedirectThroughNginx } from "./cluster/redirects.ts";
import { checkScheduledPublication } from "./cluster/schedules.ts";
import { checkDigestOnce, prepareDigest } from "./cluster/digest.ts";
import { freePorts } from "../testing/ports.ts";

const complaints = 500;
const concurrency = 16;
const complaintTo = "complaints@tonle-insurance.example";
const leaseSeconds = 5;
/** Each instance's deliveries at once (OUTBOX_CONCURRENCY's default). */
const deliveriesAtOnce = 4;

requireBuild();
const nginxBinary = findNginx();
if (!nginxBinary) {
  console.error("nginx is not installed. On Debian: sudo apt-get install -y nginx (or set NGINX to its path).");
  process.exit(1);
}

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const log = (line: string) => console.log(`[${seconds().padStart(5)} s] ${line}`);

// Undone in reverse order, once, however the run ends (Ctrl-C included).
const cleanups: (() => unknown)[] = [];
let cleaning: Promise<void> | undefined;
const cleanUp = () =>
  (cleaning ??= (async () => {
    for (const cleanup of cleanups.toReversed()) {
      try {
        await cleanup();
      } catch (error) {
        console.error("cleanup:", (error as Error).message);
      }
    }
  })());
process.once("SIGINT", () => void cleanUp().then(() => process.exit(130)));
// Whatever goes wrong, the instances and nginx must not outlive the test.
process.once("uncaughtException", (error) => {
  console.error("\nFAILED:", error);
  void cleanUp().then(() => process.exit(1));
});

async function run(): Promise<string[]> {
  const [nginxPort, smtpPort, s3Port, ...appPorts] = await freePorts(5);
  const siteUrl = `http://127.0.0.1:${nginxPort}`;
  // Readable by nginx's workers, which run as www-data when the test runs as root.
  const dir = mkdtempSync(join(tmpdir(), "cluster-test-"));
  chmodSync(dir, 0o755);
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));

  const database = await createThrowawayDatabase(
    process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
    "cluster",
  );
  cleanups.push(() => database.drop());
  // The deployment's own step (docs/deploy.md): migrations, here with the demo content.
  const seeded = spawnSync(process.execPath, ["db/cli.ts", "seed"], {
    cwd: fileURLToPath(root),
    env: { ...process.env, DATABASE_URL: database.url },
    encoding: "utf8",
  });
  if (seeded.status !== 0) throw new Error(`db/cli.ts seed failed:\n${seeded.stderr}`);
  const db = await openDb({ kind: "postgres", url: database.url, max: 2 });
  cleanups.push(() => db.close());

  const s3 = await startS3(join(dir, "s3"), { port: s3Port });
  cleanups.push(() => s3.close());
  const smtp = await startSmtp(smtpPort);
  cleanups.push(() => smtp.close());
  log(`PostgreSQL database migrated and seeded; S3 server on :${s3Port}, SMTP server on :${smtpPort}`);
  const digest = await prepareDigest(db);

  const instances: ChildProcess[] = appPorts.map((port, n) =>
    startNode({
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: database.url,
      DATA_DIR: join(dir, `instance-${n + 1}`),
      SITE_URL: siteUrl,
      TRUST_PROXY: "loopback",
      // One kept connection per instance (docs/deploy.md): smtp-server, like many servers, pauses before its greeting.
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}/?pool=true`,
      COMPLAINT_MAIL_TO: complaintTo,
      ...s3.env,
      // All 500 complaints come from one address.
      RATE_LIMIT_SUBMISSIONS: "10000",
      OUTBOX_POLL_MS: "200",
      OUTBOX_LEASE_SECONDS: String(leaseSeconds),
      OUTBOX_CONCURRENCY: String(deliveriesAtOnce),
      // Past already: both instances try to queue the day's digest as they start.
      REGISTER_DIGEST_AT: "00:00",
      // Offline: the content's links to other sites are checked by app/links' own tests.
      LINK_CHECK_AT: "off",
    }),
  );
  for (const instance of instances) cleanups.push(() => stop(instance));
  await Promise.all(appPorts.map((port) => waitFor(`http://127.0.0.1:${port}/healthz`)));

  const upstreams = appPorts.map((port) => `127.0.0.1:${port}`);
  const nginx = startNginx(nginxBinary!, { port: nginxPort!, upstreams, dir: join(dir, "nginx") });
  cleanups.push(() => nginx.stop());
  await waitFor(`${siteUrl}/healthz`, 10_000);
  log(`nginx on :${nginxPort} in front of instances ${upstreams.join(" and ")}`);

  const problems: string[] = [];
  const digested = await checkDigestOnce(db, smtp.received, digest);
  problems.push(...digested.problems);
  log(digested.line);
  const cache = await checkPageCache(siteUrl);
  problems.push(...cache.problems);
  log(`cache: ${cache.lines.join("; ")}`);
  const sessions = await checkStaffSessions(
    db,
    siteUrl,
    appPorts.map((port) => `http://127.0.0.1:${port}`),
  );
  problems.push(...sessions.problems);
  log(sessions.line);
  const preview = await checkPreviewNotCached(db, siteUrl);
  problems.push(...preview.problems);
  log(preview.line);
  const moved = await checkRedirectThroughNginx(db, siteUrl);
  problems.push(...moved.problems);
  log(moved.line);
  const scheduled = await checkScheduledPublication(db, siteUrl);
  problems.push(...scheduled.problems);
  log(scheduled.line);

  const [victim] = instances;
  let killedAt = 0;
  const sendStarted = performance.now();
  const submissions = await sendSubmissions({
    siteUrl,
    runId: `cluster-${process.pid}`,
    count: complaints,
    concurrency,
    onDone: (done) => {
      if (done !== complaints / 2) return;
      victim!.kill("SIGKILL");
      killedAt = done;
      log(`killed instance ${upstreams[0]} (SIGKILL) after ${done} complaints`);
    },
  });
  const sendSeconds = (performance.now() - sendStarted) / 1000;
  const attempts = submissions.flatMap((submission) => submission.attempts);
  const failed = attempts.filter((attempt) => !attempt.thanked);
  log(
    `${complaints} complaints thanked for in ${sendSeconds.toFixed(1)} s (${(complaints / sendSeconds).toFixed(0)}/s); ${failed.length} attempt(s) failed by the kill and were sent again`,
  );
  if (!killedAt) problems.push("the instance was never killed");

  problems.push(...checkPostsPassedThrough(attempts));
  const byInstance = answeredPostsByInstance(nginx.accessLog());
  log(`answered by ${upstreams.map((address) => `${address}: ${byInstance.get(address) ?? 0}`).join(", ")}`);
  for (const address of upstreams)
    if (!byInstance.get(address)) problems.push(`instance ${address} answered no complaint`);
  problems.push(...(await checkPageCache(siteUrl, { after: true })).problems);

  const stored = await storedComplaints(db);
  const storage = checkStored(submissions, stored);
  problems.push(...storage.problems);
  const files = await checkFilesInS3(s3, stored);
  problems.push(...files.problems);
  const doubleClicks = submissions.filter((submission) => isDoubleClick(submission.index)).length;
  log(
    `${stored.length} complaints stored for ${complaints} thanked for, ${doubleClicks} of them sent twice at once; ` +
      `${storage.storedByCutOffAttempt} stored by an attempt whose answer the kill cut off, its retry answered with the same reference; ${files.files} files in S3`,
  );

  // The killed instance's claimed job waits out its lease before the survivor takes it.
  await waitForDeliveries(db, (leaseSeconds + 60) * 1000);
  const deliveries = await checkDeliveries(db, stored, smtp.received, complaintTo);
  problems.push(...deliveries.problems);
  const histogram = [...deliveries.perComplaint].sort(([a], [b]) => a - b).map(([count, n]) => `${n} got ${count}`);
  log(
    `${deliveries.jobs} deliveries done, ${deliveries.messages} e-mails received; per complaint: ${histogram.join(", ")}`,
  );
  for (const job of deliveries.reclaimed) {
    log(
      `  a ${job.kind} job was claimed ${job.attempts} times (its lease ran out) and sent ${job.copies} time(s), with one Message-ID`,
    );
  }
  // An instance delivers OUTBOX_CONCURRENCY jobs at a time, so the kill can leave that many to
  // claim again; more means a lease ran out under a live instance, whose e-mail could then go out twice.
  if (deliveries.reclaimed.length > deliveriesAtOnce)
    problems.push(
      `${deliveries.reclaimed.length} jobs were claimed again; only the killed instance's ${deliveriesAtOnce} may be`,
    );
  return problems;
}

try {
  const problems = await run();
  if (problems.length > 0) {
    console.error(
      `\nFAILED (${problems.length} problem(s)):\n${problems
        .slice(0, 30)
        .map((problem) => `  - ${problem}`)
        .join("\n")}`,
    );
    process.exitCode = 1;
  } else {
    log("cluster test passed");
  }
} catch (error) {
  console.error(`\nFAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
