// The complainant rates the answer (issue 44) over HTTP, from the closing e-mail as sent: its two
// links in the complainant's language; the first one used records the rating without a script,
// once; a reused, forged or erased complaint's link answers like an unknown one; one comment;
// a bad rating tells the owner by e-mail. Nothing of it is cacheable.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { openSeeded, testDatabases } from "../../../testing/db.ts";
import { listen, parseMail, productionBuild, startSmtp, tempStorage, type TestSmtp } from "../../../testing/kit.ts";
import { addRegisterStaff, alice, insertComplaint } from "../../../testing/register.ts";
import { createApp } from "../../../server/app.ts";
import { formsConfig, loadEnv, siteConfig } from "../../../server/env.ts";
import { processDueJobs } from "../../../server/outbox/worker.ts";
import { emailReply } from "../../admin/register/records/replies.server.ts";
import { addReply, assignOwner, changeStatus } from "../../register/workflow.server.ts";
import { eraseComplaint } from "../../register/erasure.server.ts";
import { ratingOf } from "../../register/ratings/ratings.server.ts";
import { complaintRatingStrings } from "./strings.ts";
import { testOutboxJobs } from "../../../testing/outbox.ts";

const en = complaintRatingStrings.en;
const km = complaintRatingStrings.km;

describe.each(testDatabases)("rating the answer on $name", (database) => {
  let db: Db;
  let base: string;
  let close: () => Promise<void>;
  let smtp: TestSmtp;
  let deliver: () => Promise<number>;

  beforeAll(async () => {
    db = await openSeeded(database);
    await addRegisterStaff(db);
    await db.query("delete from outbox");
    const { build, clientDir } = await productionBuild();
    const env = loadEnv({});
    ({ base, close } = await listen(
      createApp({
        build,
        clientDir,
        services: { db, config: siteConfig(env), storage: tempStorage(), forms: formsConfig(env) },
      }),
    ));
    smtp = await startSmtp();
    const jobs = testOutboxJobs(smtp.port, { siteUrl: base });
    deliver = () => processDueJobs(db, { jobs, maxAttempts: 3 });
  });
  afterAll(async () => {
    await close?.();
    await smtp?.close();
    await db.close();
  });

  /** A complaint closed with a reply by e-mail; the links of its closing e-mail. */
  async function closed(lang: "en" | "km", email: string) {
    const complaint = await insertComplaint(db, { lang, email });
    await changeStatus(db, "complaint", complaint.id, "acknowledged", alice);
    await changeStatus(db, "complaint", complaint.id, "in_progress", alice);
    await assignOwner(db, "complaint", complaint.id, alice, alice);
    const before = smtp.received.length;
    await addReply(db, "complaint", complaint.id, "We have paid the repair in full.", alice, {
      deliver: emailReply.complaint,
      then: { to: "resolved", outcomeNote: "Repair paid." },
    });
    await deliver();
    const mail = await parseMail(smtp.received.slice(before).find((sent) => sent.to.includes(email))!);
    const links = [...mail.text!.matchAll(/https?:\/\/\S+\/complaint\/rate\?\S+/g)].map((match) => match[0]);
    return { complaint, mail, good: links[0]!, bad: links[1]! };
  }
  const page = async (url: string, init?: RequestInit) => {
    const response = await fetch(url, init);
    const html = await response.text();
    return { response, main: html.slice(html.indexOf("<main"), html.indexOf("</main>")), html };
  };

  it("asks in the closing e-mail only, in the complainant's language; one click records it once; reused or forged is unknown", async () => {
    const { complaint, mail, good, bad } = await closed("km", "rating-km@example.com");
    expect(mail.text).toContain("តើយើងបានដោះស្រាយពាក្យបណ្តឹងរបស់អ្នកយ៉ាងដូចម្តេច?");
    expect(good).toMatch(/[?&]r=good&/);
    expect(good).toMatch(/[?&]l=km$/);

    // A plain reply before closing carried none.
    const open = await insertComplaint(db, { email: "still-open@example.com" });
    await addReply(db, "complaint", open.id, "We are looking into it.", alice, { deliver: emailReply.complaint });
    await deliver();
    const plain = await parseMail(smtp.received.find((sent) => sent.to.includes("still-open@example.com"))!);
    expect(plain.text).not.toContain("/complaint/rate");

    // A link checker's HEAD records nothing.
    expect((await fetch(bad, { method: "HEAD" })).status).toBe(200);
    expect(await ratingOf(db, complaint.id)).toBeNull();

    const first = await page(bad);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("cache-control")).toBe("no-store, private");
    expect(first.main).toContain(km.thanks);
    expect(first.html).not.toMatch(/<script[^>]+src=/);
    expect(await ratingOf(db, complaint.id)).toMatchObject({ rating: "bad", comment: null });

    const unknown = await page(`${base}/complaint/rate?ref=CMP-2026-999999&r=good&sig=AAAAAAAAAAAAAAAAAAAAAA&l=km`);
    for (const url of [
      bad,
      good,
      good.replace(/sig=[^&]+/, "sig=AAAAAAAAAAAAAAAAAAAAAA"),
      bad.replace("r=bad", "r=good"),
    ]) {
      const again = await page(url);
      expect(again.main).toBe(unknown.main);
    }
    expect(unknown.main).toContain(km.unknownTitle);
    expect(await ratingOf(db, complaint.id)).toMatchObject({ rating: "bad" });

    // The bad rating told the owner.
    await deliver();
    const told = smtp.received.find((sent) => sent.to.includes("alice@tonle.example"));
    expect(told).toBeDefined();
    expect((await parseMail(told!)).subject).toBe(`Sok Dara rated the answer to complaint ${complaint.reference} bad`);
  });

  it("takes one comment, with a clear refusal of an empty or overlong one, and none after", async () => {
    const { complaint, good } = await closed("en", "rating-en@example.com");
    const first = await page(good);
    expect(first.main).toContain(en.thanks);
    const token = /name="token" value="([^"]+)"/.exec(first.main)![1]!;
    const post = (comment: string, tokenSent = token) =>
      page(`${base}/complaint/rate`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
        body: new URLSearchParams({ reference: complaint.reference, rating: "good", token: tokenSent, comment }),
      });
    const empty = await post("   ");
    expect(empty.response.status).toBe(400);
    expect(empty.main).toContain(en.commentMissing);
    const long = await post("x".repeat(2001));
    expect(long.response.status).toBe(400);
    expect(long.main).toContain("Please shorten this to 2000 characters.");
    expect((await post("Quick and kind.", "AAAAAAAAAAAAAAAAAAAAAA")).main).toContain(en.unknownTitle);
    const sent = await post("Quick and kind.");
    expect(sent.main).toContain(en.commented);
    expect((await post("And again.")).main).toContain(en.unknownTitle);
    expect(await ratingOf(db, complaint.id)).toMatchObject({ rating: "good", comment: "Quick and kind." });
  });

  it("answers a link of an erased complaint like an unknown one", async () => {
    const { complaint, good } = await closed("en", "rating-erased@example.com");
    await eraseComplaint(db, complaint.id);
    expect((await page(good)).main).toContain(en.unknownTitle);
  });
});
