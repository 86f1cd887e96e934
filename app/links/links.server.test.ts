// The daily link check (issue 45), on PGlite and PostgreSQL: the content's addresses on other
// sites are gathered with where each is used; two instances asking at once check them once; what
// newly fails is kept with since when, and the editors are e-mailed once (through a real SMTP
// server), not again the next day; an address that works again leaves the list.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { openSeeded, testDatabases } from "../../testing/db.ts";
import { parseMail, startSmtp } from "../../testing/kit.ts";
import { processDueJobs } from "../../server/outbox/worker.ts";
import { brokenLinks, collectLinks, dailyLinkCheckRound, type LinkUse } from "./links.server.ts";
import { testOutboxJobs } from "../../testing/outbox.ts";

describe.each(testDatabases)("the daily link check on $name", (database) => {
  let db: Db;
  let server: Server;
  let base: string;
  let brokenAnswers = 404;
  beforeAll(async () => {
    db = await openSeeded(database);
    await db.query(
      "insert into staff_accounts (id, email, display_name, roles) values (gen_random_uuid(), 'web@tonle.example', 'Web Editor', '{editor}'), (gen_random_uuid(), 'team@tonle.example', 'Complaints Only', '{complaints}')",
    );
    server = createServer((request, response) => {
      response.writeHead(request.url === "/gone" ? brokenAnswers : 200).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.close();
    await db.close();
  });

  it("gathers the content's addresses on other sites with where each is used", async () => {
    const links = await collectLinks(db);
    const [facebook] = (await db.query<{ facebook: string }>("select facebook from footers where lang = 'en'")) as {
      facebook: string;
    }[];
    expect(links.get(facebook!.facebook)).toContainEqual({
      entity: "footer",
      key: "main",
      lang: "en",
      field: "facebook",
    });
    expect([...links.keys()].every((url) => /^https?:\/\//.test(url))).toBe(true);
  });

  it("checks once across two instances, keeps what fails since when, and tells the editors once", async () => {
    const uses = (url: string): [string, LinkUse[]] => [
      url,
      [{ entity: "footer", key: "main", lang: "en", field: "facebook" }],
    ];
    const collect = async () => new Map([uses(`${base}/fine`), uses(`${base}/gone`)]);
    const options = { perHostGapMs: 10, timeoutMs: 2000 };
    const monday = new Date("2026-12-07T00:00:00Z"); // 07:00 in Phnom Penh
    const [first, second] = await Promise.all([
      dailyLinkCheckRound(db, "03:00", options, collect)(undefined, monday),
      dailyLinkCheckRound(db, "03:00", options, collect)(undefined, monday),
    ]);
    expect([first, second].sort()).toEqual([2, null]);
    const { links, lastCheck } = await brokenLinks(db);
    expect(lastCheck).not.toBeNull();
    expect(links).toMatchObject([{ url: `${base}/gone`, status: 404, problem: "status" }]);
    const since = links[0]!.failingSince;
    const jobs = await db.query<{ payload: { urls: string[] } }>(
      "select payload from outbox where kind = 'links.broken'",
    );
    expect(jobs.map((job) => job.payload.urls)).toEqual([[`${base}/gone`]]);

    const smtp = await startSmtp();
    try {
      const handlers = testOutboxJobs(smtp.port);
      expect(await processDueJobs(db, { jobs: handlers, maxAttempts: 3 })).toBe(1);
      expect(smtp.received.map((mail) => mail.to)).toEqual([["web@tonle.example"]]);
      const mail = await parseMail(smtp.received[0]!);
      expect(mail.subject).toBe("A link on the website no longer works");
      expect(mail.text).toContain(`- ${base}/gone`);
      expect(mail.text).toContain("https://tonle.test/admin/links?l=km");
      expect(mail.text).toContain("តំណនៃគេហទំព័រថ្ងៃនេះ");
    } finally {
      await smtp.close();
    }

    // The next day: still failing, since the same moment, and nobody told again.
    const tuesday = new Date("2026-12-08T00:00:00Z");
    expect(await dailyLinkCheckRound(db, "03:00", options, collect)(undefined, tuesday)).toBe(2);
    expect((await brokenLinks(db)).links.map((link) => link.failingSince)).toEqual([since]);
    expect(await db.query("select 1 from outbox where kind = 'links.broken'")).toHaveLength(1);

    // Mended: it leaves the list.
    brokenAnswers = 200;
    const wednesday = new Date("2026-12-09T00:00:00Z");
    expect(await dailyLinkCheckRound(db, "03:00", options, collect)(undefined, wednesday)).toBe(2);
    expect((await brokenLinks(db)).links).toEqual([]);
  });
});
