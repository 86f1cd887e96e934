// nginx with deploy/nginx.conf in front of the production build: a staff preview is neither
// served from nor stored in nginx's cache, and a visitor asking the same address gets the 404
// (issue 23, scripts/cluster/preview.ts); a renamed position's old address answers 301 to the new
// one through it (issue 45, scripts/cluster/redirects.ts). Both are also run by
// `npm run test:cluster`. Skipped where nginx is not installed (`node scripts/debian-package.ts
// nginx` installs it).
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { openSeeded, testDatabases } from "../../testing/db.ts";
import { serveSite } from "../../testing/kit.ts";
import { waitFor } from "../../bench/production-server.ts";
import { findNginx, startNginx, type Nginx } from "./nginx.ts";
import { freePorts } from "../../testing/ports.ts";
import { checkPreviewNotCached } from "./preview.ts";
import { checkRedirectThroughNginx } from "./redirects.ts";

const nginxBinary = findNginx();

describe.skipIf(!nginxBinary)("the site behind nginx", () => {
  let db: Db;
  let site: { base: string; close(): Promise<void> };
  let nginx: Nginx;
  let dir: string;
  let siteUrl: string;

  beforeAll(async () => {
    db = await openSeeded(testDatabases[0]!);
    site = await serveSite(db);
    const [port] = await freePorts(1);
    dir = mkdtempSync(join(tmpdir(), "nginx-preview-"));
    // Readable by nginx's workers, which run as www-data when the test runs as root.
    chmodSync(dir, 0o755);
    nginx = startNginx(nginxBinary!, { port: port!, upstreams: [new URL(site.base).host], dir });
    siteUrl = `http://127.0.0.1:${port}`;
    await waitFor(`${siteUrl}/healthz`, 10_000);
  });
  afterAll(async () => {
    await nginx?.stop();
    await site?.close();
    await db?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("bypasses the cache both ways for the staff cookie: the editor gets the preview, visitors the 404", async () => {
    const { problems } = await checkPreviewNotCached(db, siteUrl);
    expect(problems).toEqual([]);
  });

  it("answers a renamed position's old address with a 301 to the new one, the language kept", async () => {
    const { problems } = await checkRedirectThroughNginx(db, siteUrl);
    expect(problems).toEqual([]);
  });
});
