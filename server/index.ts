// Production entry: validate configuration, open the database (embedded PGlite by
// default, PostgreSQL with DATABASE_URL), then serve the built site until SIGTERM or SIGINT.
import "./node-version.ts";
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import {
  backgroundRounds,
  mailKeeper,
  operationalFigures,
  outboxJobs,
  prepareFeatures,
} from "../app/features.server.ts";
import { openDb, type Db } from "../db/client.ts";
import { backupFigures, dailyBackupRound } from "./backups.ts";
import { migrate, pendingMigrations } from "../db/migrate.ts";
import { isUnreachable } from "../db/reachable.ts";
import {
  assertUploadsPrivate,
  dbConfig,
  deliveryOptions,
  fileStorage,
  formsConfig,
  imageCacheDir,
  localUploadDir,
  loadEnv,
  siteConfig,
  type Env,
} from "./env.ts";
import { configuredMailer } from "./outbox/mailer.ts";
import type { Mailer } from "../app/outbox/jobs.ts";
import { startOutboxWorker } from "./outbox/worker.ts";
import { startPoller } from "./poller.ts";
import { fetchMailbox, mailboxSettings } from "./inbox/fetch.ts";
import { createLogger, type Logger } from "../app/http/log.server.ts";
import type { FileStorage } from "../app/uploads/storage.server.ts";
import { createApp } from "./app.ts";
import { imageVariants } from "./images/variants.ts";
import { mediaSource } from "./media.ts";
import { createMetrics, startMetricsServer } from "./metrics.ts";
import { PageCache } from "./page-cache.ts";
import { shutDown } from "./shutdown.ts";

const buildDir = new URL("../build/", import.meta.url);
// The level is LOG_LEVEL's once the configuration is read; until then (and for a bad
// configuration) it is "info".
const log = createLogger("info");
/** Requests and deliveries under way get this long after SIGTERM; the process is gone within 10 s. */
const shutdownGraceMs = 8_000;
const shutdownLimitMs = 10_000;
const databaseWaitMs = 60_000;

async function prepareDatabase(db: Db, seedDemo: boolean): Promise<void> {
  if (db.kind === "postgres") {
    const pending = await pendingMigrations(db);
    if (pending.length > 0) {
      throw new Error(`The database lacks migrations ${pending.join(", ")}: run "npm run db:migrate" first.`);
    }
    await prepare(db);
    return;
  }
  // The embedded database sets itself up: schema on every start, demo content on the first.
  await migrate(db);
  const [site] = await db.query<{ count: number }>("select count(*)::int as count from site");
  if (seedDemo && site?.count === 0) {
    const { seed } = await import("../db/seed/seed.ts");
    log.info({ rows: await seed(db) }, "seeded demo content");
  }
  await prepare(db);
}

/**
 * An instance started while its PostgreSQL is down or restarting waits for it, trying again
 * each second for up to a minute, instead of exiting at once: it comes up with the database,
 * with no supervisor to start it again (the fault drill's restarted instance met a restart).
 */
async function whenReachable(prepareOnce: () => Promise<void>): Promise<void> {
  const giveUpAt = Date.now() + databaseWaitMs;
  for (let attempt = 1; ; attempt++) {
    try {
      return await prepareOnce();
    } catch (error) {
      if (!isUnreachable(error) || Date.now() >= giveUpAt) throw error;
      if (attempt === 1) log.warn({ err: error }, "database unreachable: waiting for it");
      await sleep(1000);
    }
  }
}

/** What the features do before the first request (the search index of a database just migrated). */
async function prepare(db: Db): Promise<void> {
  const done = await prepareFeatures(db);
  if (Object.keys(done).length > 0) log.info(done, "prepared the features' data");
}

/**
 * The demo content's images are media library items (db/seed/media.ts): their files are copied
 * into this instance's storage when they are not there yet (a new data folder started from the
 * build's snapshot, a new bucket). A failure is logged and the site starts anyway.
 */
async function storeDemoImages(db: Db, storage: FileStorage): Promise<void> {
  try {
    const [{ demoMedia, storeDemoMedia }, { demoContent, demoSharedContent }] = await Promise.all([
      import("../db/seed/media.ts"),
      import("../db/seed/content/index.ts"),
    ]);
    const copied = await storeDemoMedia(db, storage, await demoMedia(demoContent, demoSharedContent));
    if (copied > 0) log.info({ copied }, "stored the demo images in the media library's storage");
  } catch (error) {
    log.warn({ err: error }, "the demo images could not be stored");
  }
}

async function productionBuild() {
  const build = (await import(new URL("server/index.js", buildDir).href)) as ServerBuild;
  return { build, clientDir: fileURLToPath(new URL("client/", buildDir)) };
}

/** npm run dev: Vite compiles on request and reloads changed modules; no build needed. */
async function developmentBuild() {
  const vite = await import("vite");
  const server = await vite.createServer({ server: { middlewareMode: true } });
  return {
    build: () => server.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    clientDir: null,
    before: server.middlewares,
    contentSecurityPolicy: false,
  };
}

/** /_img/: resized copies of the files the server serves (the build's copy of public/; public/ itself in development). */
function imageEndpoint(env: Env, storage: FileStorage) {
  const publicDir =
    env.NODE_ENV === "development" ? new URL("../public/", import.meta.url) : new URL("client/", buildDir);
  return imageVariants({
    publicDir: fileURLToPath(publicDir),
    cacheDir: imageCacheDir(env),
    mediaSource: mediaSource(storage, imageCacheDir(env)),
  });
}

function startDeliveries(db: Db, env: Env, mailer: Mailer, storage: FileStorage, log: Logger) {
  return startOutboxWorker(db, {
    jobs: outboxJobs(deliveryOptions(env, mailer, storage)),
    maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
    baseDelayMs: env.OUTBOX_RETRY_BASE_MS,
    maxDelayMs: env.OUTBOX_RETRY_MAX_MS,
    pollMs: env.OUTBOX_POLL_MS,
    concurrency: env.OUTBOX_CONCURRENCY,
    leaseSeconds: env.OUTBOX_LEASE_SECONDS,
    log,
  });
}

/** How often an instance asks whether the day's backup is due (a query only from BACKUP_AT until it is taken). */
const backupPollMs = 60_000;

async function main(): Promise<void> {
  const env = loadEnv();
  log.level = env.LOG_LEVEL;
  // Before the database opens: a bad SMTP_CA_FILE stops the server like any bad variable.
  const mailer = configuredMailer(env, log);
  assertUploadsPrivate(env, [
    fileURLToPath(new URL("client/", buildDir)),
    fileURLToPath(new URL("../public/", import.meta.url)),
  ]);
  const config = dbConfig(env);
  // A new embedded database starts from the build's seeded snapshot (db/snapshot.ts). The server
  // refuses one another process has open, and serves its own to the command-line tools and psql
  // while it runs (db/embedded-socket.ts; closed with the database).
  if (config.kind === "pglite" && env.SEED_DEMO_CONTENT)
    config.snapshot = fileURLToPath(new URL("embedded-db.tar.gz", buildDir));
  if (config.kind === "pglite") config.serve = true;
  const opened = await openDb(config, log);
  const metrics =
    env.METRICS_PORT || env.METRICS_TOKEN
      ? createMetrics({
          db: opened,
          figures: async (db) => [
            ...(await operationalFigures(db)),
            ...(env.BACKUP_DIR ? await backupFigures(db) : []),
          ],
          log,
        })
      : null;
  // With metrics, every statement the server runs is timed.
  const db = metrics ? metrics.timed(opened) : opened;
  try {
    await whenReachable(() => prepareDatabase(db, env.SEED_DEMO_CONTENT));
  } catch (error) {
    await db.close();
    throw error;
  }

  const storage = fileStorage(env);
  await storeDemoImages(db, storage);
  // Development renders every request, so that edits show at once.
  const pageCache =
    env.NODE_ENV !== "development" && env.PAGE_CACHE_MB > 0
      ? new PageCache({ maxBytes: env.PAGE_CACHE_MB * 1024 * 1024 })
      : undefined;
  const contentWatch = pageCache?.watch(db, env.CONTENT_POLL_MS, log);
  const app = createApp({
    ...(env.NODE_ENV === "development" ? await developmentBuild() : await productionBuild()),
    services: { db, config: siteConfig(env), storage, forms: formsConfig(env) },
    trustProxy: env.TRUST_PROXY,
    images: imageEndpoint(env, storage),
    pageCache,
    metrics: metrics ? { metrics, token: env.METRICS_TOKEN } : undefined,
    log,
  });
  const metricsServer =
    metrics && env.METRICS_PORT ? startMetricsServer(metrics, env.METRICS_PORT, env.METRICS_HOST, log) : null;

  const deliveries = startDeliveries(db, env, mailer, storage, log);
  // Polled as often as the outbox: scheduled publications are on time to a few seconds.
  const rounds = backgroundRounds(db, storage, {
    digestAt: env.REGISTER_DIGEST_AT,
    holidaysFromCalendar: env.HOLIDAYS_FROM_CALENDAR,
    linkCheckAt: env.LINK_CHECK_AT === "off" ? null : env.LINK_CHECK_AT,
  }).map(({ name, round }) => startPoller(name, round, { pollMs: env.OUTBOX_POLL_MS, log }));
  const backupRound =
    env.BACKUP_DIR &&
    dailyBackupRound(
      db,
      { dir: env.BACKUP_DIR, at: env.BACKUP_AT, keep: env.BACKUP_KEEP, uploadDir: localUploadDir(env) },
      log,
    );
  const backups = backupRound ? startPoller("daily backup", () => backupRound(), { pollMs: backupPollMs, log }) : null;
  const imapUrl = env.IMAP_URL;
  // One name per instance for the mailbox's lease: one instance reads it at a time.
  const holder = randomUUID();
  const mailbox = imapUrl
    ? startPoller(
        "complaints mailbox",
        (signal) =>
          fetchMailbox({ db, store: mailKeeper(db, storage), settings: mailboxSettings(imapUrl), holder, signal, log }),
        { pollMs: env.IMAP_POLL_S * 1000, log },
      )
    : null;
  const server = app.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    log.info({ port, database: db.kind }, `Listening on http://localhost:${port}`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down");
    setTimeout(() => {
      log.error("shutdown took too long: exiting");
      process.exit(1);
    }, shutdownLimitMs).unref();
    const stopWork = async () => {
      contentWatch?.stop();
      metricsServer?.close();
      await Promise.all([
        deliveries.stop(),
        ...rounds.map((poller) => poller.stop()),
        mailbox?.stop(),
        backups?.stop(),
      ]);
    };
    shutDown({ server, stopWork, closeDb: () => db.close(), log, graceMs: shutdownGraceMs }).then(
      (clean) => {
        log.info(clean ? "stopped" : "stopped, work cut off");
        process.exit(clean ? 0 : 1);
      },
      (error: unknown) => {
        log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  log.fatal({ err: error }, error instanceof Error ? error.message : String(error));
  process.exit(1);
});
