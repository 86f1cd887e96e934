// The complaints team's daily digest: queued once a day from its time on, however many
// instances ask at once; each member's e-mail lists what is theirs or nobody's and due soon or
// overdue, in English and Khmer, and a member with nothing due gets none.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { testDatabases } from "../../testing/db.ts";
import { parseMail, startSmtp } from "../../testing/kit.ts";
import { alice, bopha, insertComplaint, openRegisterDb } from "../../testing/register.ts";
import { processDueJobs } from "../../server/outbox/worker.ts";
import { dailyDigestRound, readDigest } from "./digest.server.ts";
import { assignOwner } from "./workflow.server.ts";
import { testOutboxJobs } from "../../testing/outbox.ts";

describe.each(testDatabases)("the daily digest on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openRegisterDb(database);
    await db.query("delete from outbox");
  });
  afterAll(() => db.close());

  it("is queued once a day from its time, whoever asks and however often", async () => {
    // 07:59 and 08:00 in Phnom Penh on 30 November 2026 (UTC+7).
    const early = new Date("2026-11-30T00:59:00Z");
    const onTime = new Date("2026-11-30T01:00:00Z");
    const [one, other] = [dailyDigestRound(db, "08:00"), dailyDigestRound(db, "08:00")];
    expect(await one(early)).toBeNull();
    // Two instances at once, and again later that day: one digest, one e-mail per member.
    const queued = await Promise.all([one(onTime), other(onTime)]);
    expect(queued.filter((count) => count !== null)).toEqual([2]);
    expect(await dailyDigestRound(db, "08:00")(new Date("2026-11-30T09:00:00Z"))).toBeNull();
    const jobs = await db.query<{ account: string; day: string }>(
      "select payload->>'accountId' as account, payload->>'day' as day from outbox where kind = 'register.digest' order by 1",
    );
    expect(jobs).toEqual(
      [
        { account: alice.id, day: "2026-11-30" },
        { account: bopha.id, day: "2026-11-30" },
      ].sort((a, b) => a.account.localeCompare(b.account)),
    );
    // The next day is another digest; a poller's round settles a day and asks no more that day.
    const round = dailyDigestRound(db, "08:00");
    expect(await round(new Date("2026-12-01T01:30:00Z"))).toBe(2);
    await db.query("delete from register_digests where day = '2026-12-01'");
    expect(await round(new Date("2026-12-01T02:30:00Z"))).toBeNull();
  });

  it("tells each member of what is theirs or nobody's and due, and nothing to a member with nothing due", async () => {
    await db.query("delete from outbox");
    const late = await insertComplaint(db, { fullName: "Late Person", receivedAt: "2020-01-06T03:00:00Z" });
    await assignOwner(db, "complaint", late.id, alice, alice);
    const nobodys = await insertComplaint(db, { fullName: "ដារា សុខ", receivedAt: "2020-01-07T03:00:00Z" });
    const bophas = await insertComplaint(db, { fullName: "Bopha's Person", receivedAt: "2020-01-08T03:00:00Z" });
    await assignOwner(db, "complaint", bophas.id, bopha, bopha);
    // Received now: its deadline is days away, in no digest.
    await insertComplaint(db, { fullName: "New Person" });

    const digest = (await readDigest(db, alice.id))!;
    expect(digest.mine.map((item) => item.reference)).toEqual([late.reference]);
    expect(digest.nobodys.map((item) => item.reference)).toEqual([nobodys.reference]);
    expect(digest.mine[0]).toMatchObject({ overdue: true, fullName: "Late Person" });

    // Bopha is disabled: no digest. Alice's goes out.
    await db.query("update staff_accounts set status = 'disabled' where id = $1", [bopha.id]);
    await db.query("delete from register_digests");
    expect(await dailyDigestRound(db, "08:00")(new Date("2026-12-02T01:00:00Z"))).toBe(1);
    const smtp = await startSmtp();
    try {
      const jobs = testOutboxJobs(smtp.port);
      expect(await processDueJobs(db, { jobs, maxAttempts: 3 })).toBe(1);
      expect(smtp.received.map((mail) => mail.to)).toEqual([["alice@tonle.example"]]);
      const mail = await parseMail(smtp.received[0]!);
      expect(mail.subject).toBe("Complaints today: 2 overdue, 0 due soon");
      expect(mail.text).toContain("Good morning Alice Chan.");
      expect(mail.text).toMatch(
        new RegExp(`Yours:\\n- ${late.reference}, Late Person: overdue since the end of \\w+day`),
      );
      expect(mail.text).toContain(`- ${nobodys.reference}, ដារា សុខ: overdue since the end of`);
      expect(mail.text).toContain("ពាក្យបណ្តឹងហួសកាលកំណត់៖ https://tonle.test/admin/complaints?overdue=1");
      expect(mail.text).not.toContain(bophas.reference);
    } finally {
      await smtp.close();
      await db.query("update staff_accounts set status = 'active' where id = $1", [bopha.id]);
    }
  });
});
