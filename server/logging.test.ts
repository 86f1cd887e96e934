// The log over HTTP (production build, real database): one line per request with its id, and
// nothing a visitor typed or uploaded — not on success, not when storing fails with a database
// error that quotes the row.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client.ts";
import { openSeeded, testDatabases } from "../testing/db.ts";
import { localStorage } from "../app/uploads/storage.server.ts";
import { loggedPath } from "./access-log.ts";
import { createApp } from "./app.ts";
import { formsConfig, loadEnv, siteConfig } from "./env.ts";
import { captureLog, complaintFormData, listen, productionBuild, uploadFixture, waitFor } from "../testing/kit.ts";

const apiKey = "logging-test-key-0123456789";
const contact = {
  fullName: "Vannak Sreymom",
  phone: "087 654 321",
  email: "sreymom.vannak@example.org",
  message: "My motorbike policy is MB-778812",
};
const complaint = {
  FullName: "Keo Ratanak",
  Email: "ratanak.keo@example.net",
  PhoneNumber: "016 222 333",
  CompanyName: "Angkor Rice Trading",
  Message: "The adjuster never called back about claim 5521.",
};
const fileName = "ratanak-hospital-bill.pdf";
const personal = [...Object.values(contact), ...Object.values(complaint), fileName];

const complaintForm = () => complaintFormData(complaint, [[fileName, uploadFixture("letter.pdf")]]);

describe("loggedPath", () => {
  it("keeps the path, the language and the names of other query parameters, never their values", () => {
    expect(loggedPath("/careers")).toBe("/careers");
    expect(loggedPath("/faq?l=km&email=a%40b.c&q=Sok+Dara")).toBe("/faq?l=km&email&q");
    expect(loggedPath("/faq.data?_routes=routes%2Ffaq")).toBe("/faq.data?_routes=routes%2Ffaq");
  });
});

describe("the log over HTTP", () => {
  let db: Db;
  let base: string;
  let close: () => Promise<void>;
  const captured = captureLog();
  let writesFail = false;

  beforeAll(async () => {
    db = await openSeeded(testDatabases[0]!);
    // PostgreSQL's refusal of a row quotes it in `detail`: what a careless logger would print.
    const refusal = () =>
      Object.assign(new Error('null value in column "reference" violates not-null constraint'), {
        code: "23502",
        detail: `Failing row contains (${personal.join(", ")}).`,
      });
    const flaky: Db = { ...db, transaction: (fn) => (writesFail ? Promise.reject(refusal()) : db.transaction(fn)) };
    const dataDir = mkdtempSync(join(tmpdir(), "logging-"));
    const { build, clientDir } = await productionBuild();
    const app = createApp({
      build,
      clientDir,
      services: {
        db: flaky,
        config: siteConfig(loadEnv({})),
        storage: localStorage(join(dataDir, "uploads")),
        forms: formsConfig(loadEnv({ DATA_DIR: dataDir, API_KEYS: apiKey, RATE_LIMIT_SUBMISSIONS: "1000" })),
      },
      log: captured.log,
    });
    ({ base, close } = await listen(app));
  });
  afterAll(async () => {
    await close();
    await db.close();
  });

  const requestLines = () => captured.lines().filter((line) => line.msg === "request");
  /** A request's line is written once its response has gone out, a moment after the client has it. */
  const afterRequestLines = (count: number) =>
    waitFor(`${count} request lines`, () => requestLines().length >= count && requestLines());

  it("writes one line per request with its id: the caller's when it is a plain token, else a new one", async () => {
    captured.raw.length = 0;
    const given = await fetch(`${base}/faq?l=km&email=dara%40example.com`, {
      headers: { "X-Request-Id": "lb-7f3a.42:x" },
    });
    await given.text();
    expect(given.headers.get("x-request-id")).toBe("lb-7f3a.42:x");
    const odd = await fetch(`${base}/careers`, {
      headers: { "X-Request-Id": `not a token; "quoted" ${"x".repeat(200)}` },
    });
    await odd.text();
    const generated = odd.headers.get("x-request-id")!;
    expect(generated).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(await afterRequestLines(2)).toEqual([
      expect.objectContaining({
        level: "info",
        reqId: "lb-7f3a.42:x",
        method: "GET",
        path: "/faq?l=km&email",
        status: 200,
        durationMs: expect.any(Number),
      }),
      expect.objectContaining({ level: "info", reqId: generated, method: "GET", path: "/careers", status: 200 }),
    ]);
  });

  it("logs no form value, file name or database detail, on success or failure, while errors keep their stack", async () => {
    captured.raw.length = 0;
    const post = async (path: string, body: BodyInit, headers: Record<string, string> = {}) => {
      const response = await fetch(`${base}${path}`, { method: "POST", body, headers });
      await response.text();
      return response.status;
    };
    const json = { "X-API-Key": apiKey, "Content-Type": "application/json" };
    const apiContact = JSON.stringify({
      full_name: contact.fullName,
      phone_number: contact.phone,
      email: contact.email,
      message: contact.message,
    });
    const submitAll = async () => [
      await post("/contact?l=km", new URLSearchParams(contact)),
      await post("/complaint", complaintForm()),
      await post("/api/contact", apiContact, json),
      await post("/api/complaints", complaintForm(), { "X-API-Key": apiKey }),
    ];

    expect(await submitAll()).toEqual([200, 200, 201, 201]);
    writesFail = true;
    try {
      expect(await submitAll()).toEqual([503, 503, 503, 503]);
    } finally {
      writesFail = false;
    }

    expect((await afterRequestLines(8)).map((line) => [line.method, line.path, line.status])).toEqual([
      ["POST", "/contact?l=km", 200],
      ["POST", "/complaint", 200],
      ["POST", "/api/contact", 201],
      ["POST", "/api/complaints", 201],
      ["POST", "/contact?l=km", 503],
      ["POST", "/complaint", 503],
      ["POST", "/api/contact", 503],
      ["POST", "/api/complaints", 503],
    ]);
    const errors = captured.lines().filter((line) => line.level === "error");
    expect(errors.map((line) => line.msg)).toEqual([
      "contact message not stored",
      "complaint not stored",
      "api contact not stored",
      "api complaint not stored",
    ]);
    for (const line of errors) {
      expect(line.reqId).toEqual(expect.any(String));
      expect(line.err).toMatchObject({ code: "23502", stack: expect.stringContaining("violates not-null constraint") });
    }
    const text = captured.raw.join("");
    for (const value of personal) expect(text, value).not.toContain(value);
    expect(text).not.toContain("Failing row");
  });
});
