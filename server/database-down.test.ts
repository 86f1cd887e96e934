// Fault: the database goes away under the running server (a TCP proxy between the real server
// process and PostgreSQL is cut). Pages answer 503 with the spec's error heading — the page
// cache steps aside — /readyz fails, /healthz and the process stay up; once the database is
// back, pages answer 200 again without a restart.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSeededPostgres } from "../testing/db.ts";
import { siteStrings } from "../app/site/layout/strings.ts";
const { en, km } = siteStrings;
import { startServer, startTcpProxy, waitFor, type ServerProcess, type TcpProxy } from "../testing/kit.ts";

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)("database down (PostgreSQL behind a proxy)", () => {
  let database: { url: string; drop(): Promise<void> };
  let proxy: TcpProxy;
  let server: ServerProcess;
  let throughProxy: URL;
  const status = async (path: string, init?: RequestInit) => (await fetch(`${server.base}${path}`, init)).status;

  beforeAll(async () => {
    database = await createSeededPostgres(adminUrl!);
    const direct = new URL(database.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    throughProxy = new URL(database.url);
    throughProxy.host = `127.0.0.1:${proxy.port}`;
    server = await startServer({ DATABASE_URL: throughProxy.href, CONTENT_POLL_MS: "200" });
  }, 60_000);

  afterAll(async () => {
    server?.child.kill("SIGTERM");
    await server?.exited;
    await proxy?.close();
    await database?.drop();
  });

  it(
    "answers 503 with the error heading while it is down, and 200 again once it is back",
    { timeout: 60_000 },
    async () => {
      expect(await status("/")).toBe(200);
      const cached = await fetch(`${server.base}/`);
      expect(cached.headers.get("x-page-cache")).toBe("hit");
      expect(await status("/readyz")).toBe(200);

      await proxy.cut();
      // The page cache steps aside within CONTENT_POLL_MS.
      const down = await waitFor("a 503 from the cached home page", async () => {
        const response = await fetch(`${server.base}/`);
        return response.status === 503 && response;
      });
      expect(await down.text()).toContain(`<h1 id="error-title">${en.pageError}</h1>`);
      const khmer = await fetch(`${server.base}/careers?l=km`);
      expect(khmer.status).toBe(503);
      expect(await khmer.text()).toContain(`<h1 id="error-title">${km.pageError}</h1>`);
      const readiness = await fetch(`${server.base}/readyz`);
      expect(readiness.status).toBe(503);
      expect(readiness.headers.get("cache-control")).toBe("no-store");
      expect(await status("/healthz")).toBe(200);
      // A form cannot be stored: the visitor is told so, and nothing crashes.
      expect(
        await status("/contact", {
          method: "POST",
          body: new URLSearchParams({ fullName: "Sok Dara", phone: "012345678" }),
        }),
      ).toBe(503);
      expect(server.child.exitCode).toBeNull();

      await proxy.restore();
      await waitFor("the home page to answer 200 again", async () => (await status("/")) === 200);
      expect(await status("/careers?l=km")).toBe(200);
      expect(await status("/readyz")).toBe(200);
      expect(server.child.exitCode).toBeNull();
      // Each background part reports the outage once, not on every poll.
      const lines = server.output().split("\n");
      expect(lines.filter((line) => line.includes("page cache off: content version unreadable"))).toHaveLength(1);
      expect(lines.filter((line) => line.includes("outbox polling failed"))).toHaveLength(1);
      await waitFor("the outbox to report it works again", () =>
        server.output().includes("outbox polling works again"),
      );
    },
  );

  it(
    "an instance started while the database is down waits for it, and is ready once it is back",
    { timeout: 90_000 },
    async () => {
      await proxy.cut();
      const starting = startServer({ DATABASE_URL: throughProxy.href, CONTENT_POLL_MS: "200" });
      // By then it has started and been refused: it waits rather than exiting.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      await proxy.restore();
      const late = await starting;
      try {
        expect(await (await fetch(`${late.base}/readyz`)).status).toBe(200);
        expect(late.output()).toContain("database unreachable: waiting for it");
      } finally {
        late.child.kill("SIGTERM");
        await late.exited;
      }
    },
  );
});
