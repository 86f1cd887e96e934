// The one guard of every submission (form pages and JSON API): the rate limit, and a database
// that cannot count it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { openSeeded, testDatabases } from "../../../testing/db.ts";
import { captureLog } from "../../../testing/kit.ts";
import { createLoadContext, type AppServices } from "../../http/context.server.ts";
import { withRequestLog } from "../../http/request-log.server.ts";
import { formAnswer, guardSubmission, refusalAnswer } from "./submission.server.ts";

describe("guardSubmission", () => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(testDatabases[0]!);
  });
  afterAll(() => db.close());

  const captured = captureLog();
  const contextOn = (database: Db, clientIp = "203.0.113.7") =>
    createLoadContext(
      {
        db: database,
        forms: { rateLimit: { max: 2, windowSeconds: 600 }, apiKeys: [], forward: false, uploadTmpDir: "" },
      } as unknown as AppServices,
      { clientIp, log: captured.log },
    );
  const post = (body = "fullName=Sok+Dara") => new Request("http://site.test/contact", { method: "POST", body });

  it("lets `max` submissions through per form and client, then refuses with 429 and Retry-After", async () => {
    const context = contextOn(db);
    expect(await guardSubmission(post(), context, { form: "guard-a" })).toBeNull();
    expect(await guardSubmission(post(), context, { form: "guard-a" })).toBeNull();
    const refused = await guardSubmission(post(), context, { form: "guard-a" });
    expect(refused).toMatchObject({
      outcome: { kind: "limited" },
      status: 429,
      headers: { "Retry-After": expect.stringMatching(/^\d+$/) },
    });
    // Another form (the API's own count), or another client, is counted apart.
    expect(await guardSubmission(post(), context, { form: "api-guard-a" })).toBeNull();
    expect(await guardSubmission(post(), contextOn(db, "203.0.113.8"), { form: "guard-a" })).toBeNull();
  });

  it("refuses with 503 when the database cannot count, and logs why", async () => {
    const down = {
      query: () => Promise.reject(Object.assign(new Error("connection refused"), { code: "ECONNREFUSED" })),
    } as unknown as Db;
    captured.raw.length = 0;
    const refused = await withRequestLog(captured.log, () =>
      guardSubmission(post(), contextOn(down), { form: "contact" }),
    );
    expect(refused).toEqual({ outcome: { kind: "failed" }, status: 503, headers: {} });
    expect(captured.lines()).toContainEqual(
      expect.objectContaining({ level: "error", msg: "contact rate limit unavailable" }),
    );
  });

  it("reads a refused browser post's body first (drain), and leaves it unread otherwise", async () => {
    const context = contextOn(db, "203.0.113.9");
    for (let i = 0; i < 2; i++) await guardSubmission(post(), context, { form: "guard-b" });
    const kept = post();
    await guardSubmission(kept, context, { form: "guard-b" });
    expect(kept.bodyUsed).toBe(false);
    const drained = post();
    await guardSubmission(drained, context, { form: "guard-b", drain: true });
    expect(drained.bodyUsed).toBe(true);
  });

  it("answers a form page with the refusal's outcome and status, never cached, each answer with its own notice id", async () => {
    const limited = refusalAnswer({ outcome: { kind: "limited" }, status: 429, headers: { "Retry-After": "60" } });
    expect(limited.data).toMatchObject({ result: null, outcome: { kind: "limited" } });
    expect(limited.init).toMatchObject({ status: 429, headers: { "Cache-Control": "no-store", "Retry-After": "60" } });
    const [a, b] = [
      formAnswer({ result: null, outcome: { kind: "sent" } }),
      formAnswer({ result: null, outcome: { kind: "sent" } }),
    ];
    // No status of its own: a loader failing after it keeps its 503 (server/forms.test.ts).
    expect(a.init).toEqual({ headers: { "Cache-Control": "no-store" } });
    expect(a.data.noticeId).not.toBe(b.data.noticeId);
  });
});
