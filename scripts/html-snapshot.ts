// Writes what a build serves, page by page, to a folder: every sitemap page in both languages,
// unknown slugs, and the back office's pages as seen by one signed-in staff member with every
// role. For a change that must not change what anyone sees (a move of code): snapshot the build
// before and after, then `diff -r` the two folders. Nonces and the hashes in asset names are
// replaced by placeholders, and so are ids and times, so two snapshots of one build are the same.
//
//   node scripts/html-snapshot.ts <project folder with a build> <output folder>
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { openDb } from "../db/client.ts";
import { choosePassword, completeSetup, inviteAccount } from "../app/admin/staff/accounts.server.ts";
import { hashPassword } from "../app/admin/staff/passwords.server.ts";
import { newTotpSecret, totpCode } from "../app/admin/staff/totp.server.ts";
import { createSession } from "../app/staff-session/sessions.server.ts";

const [project, out] = process.argv.slice(2).map((path) => resolve(path));
if (!project || !out) throw new Error("usage: node scripts/html-snapshot.ts <project folder> <output folder>");
const dataDir = mkdtempSync(join(tmpdir(), "html-snapshot-"));
const port = 3977;
const base = `http://127.0.0.1:${port}`;

async function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["server/index.ts"], {
    cwd: project,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      OUTBOX_POLL_MS: "600000",
      SITE_URL: "https://www.example.com",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let tries = 0; tries < 600; tries++) {
    if (
      await fetch(`${base}/readyz`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return server;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error("the server did not become ready");
}

async function stop(server: ChildProcess) {
  const exited = new Promise((done) => server.once("exit", done));
  server.kill("SIGTERM");
  await exited;
}

// The first start makes the embedded database; then a staff member is made in it, as the set-up flow makes one.
await stop(await startServer());
const db = await openDb({ kind: "pglite", dataDir: join(dataDir, "pglite") });
const now = new Date();
const { account, token } = await inviteAccount(
  db,
  { email: "snapshot@tonle.example", roles: ["admin", "editor", "complaints"] },
  now,
);
const totpSecret = newTotpSecret();
await choosePassword(
  db,
  token,
  { displayName: "Snapshot Staff", passwordHash: await hashPassword("a long enough pass phrase"), totpSecret },
  now,
);
const setup = await completeSetup(db, token, totpCode(totpSecret, now), now);
if (!setup.ok) throw new Error(setup.reason);
const session = await createSession(db, account.id, { now: new Date(), clientIp: "127.0.0.1" });
const mediaIds = (await db.query<{ id: string }>("select id::text from media order by name limit 3")).map(
  (row) => row.id,
);
await db.close();

const server = await startServer();
try {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>[^<]*?\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) =>
    match[1]!.replaceAll("&amp;", "&"),
  );
  const unknown = [
    "/corporate/no-such-product",
    "/personal-new/no-such-class",
    "/careers/no-such-position",
    "/newsletters/no-such-article",
    "/no-such-page",
  ];
  const publicPaths = [
    ...new Set([...pages, ...unknown].flatMap((path) => [path, `${path}${path.includes("?") ? "&" : "?"}l=km`])),
  ];
  const entities = [
    ...(
      await (await fetch(`${base}/admin/content`, { headers: { cookie: `__Host-staff_session=${session}` } })).text()
    ).matchAll(/href="(\/admin\/content\/[a-z-]+)"/g),
  ].map((match) => match[1]!);
  const backOffice = [
    "/admin",
    "/admin/complaints",
    "/admin/messages",
    "/admin/report",
    "/admin/deliveries",
    "/admin/settings",
    "/admin/accounts",
    "/admin/accounts/new",
    "/admin/audit",
    "/admin/password",
    "/admin/content",
    "/admin/content/translations",
    "/admin/media",
    ...mediaIds.map((id) => `/admin/media/${id}`),
    ...new Set(entities),
    "/admin/no-such-page",
  ].flatMap((path) => [path, `${path}?l=km`]);
  mkdirSync(out, { recursive: true });
  for (const [paths, cookie] of [
    [publicPaths, ""],
    [backOffice, `__Host-staff_session=${session}`],
  ] as const) {
    for (const path of paths) {
      const answer = await fetch(`${base}${path}`, { headers: { cookie }, redirect: "manual" });
      const body = (await answer.text())
        .replace(/nonce="[^"]*"/g, 'nonce="#"')
        .replace(/(\/assets\/[\w.-]+?)-[\w-]{8}\.(js|css|woff2|svg|png|jpg)/g, "$1-#.$2")
        // What differs between two runs of one build: the staff member's id, and the moments of the run.
        .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "#id")
        .replace(/(\\?"D\\?",)\d{13}/g, "$1#")
        .replace(/\d{1,2} [^\s,<"]+ \d{4}, \d\d:\d\d/g, "#time");
      writeFileSync(
        join(out, `${encodeURIComponent(path.replace(/[0-9a-f-]{36}/, (id) => `item-${mediaIds.indexOf(id)}`))}.html`),
        `${answer.status} ${answer.headers.get("location") ?? ""}\n${body}`,
      );
    }
  }
  console.log(`${publicPaths.length} public and ${backOffice.length} back-office answers in ${out}`);
} finally {
  await stop(server);
}
