// POST /api/vitals with WEB_VITALS on: valid reports are logged one line per metric, anything
// else is refused without logging.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client.ts";
import { openSeeded, testDatabases } from "../testing/db.ts";
import { createApp } from "./app.ts";
import { formsConfig, loadEnv, siteConfig } from "./env.ts";
import { captureLog, listen, productionBuild, tempStorage } from "../testing/kit.ts";

describe("web vitals endpoint", () => {
  let db: Db;
  let base: string;
  let close: () => Promise<void>;
  const metric = {
    name: "LCP",
    value: 1234.5,
    rating: "good",
    id: "v5-1",
    navigationType: "navigate",
    path: "/careers",
  };
  const post = (body: string, type = "application/json") =>
    fetch(`${base}/api/vitals`, { method: "POST", headers: { "content-type": type }, body });
  const captured = captureLog();
  const vitalLines = () => captured.lines().filter((line) => line.event === "web-vital");

  beforeAll(async () => {
    db = await openSeeded(testDatabases[0]!);
    const { build, clientDir } = await productionBuild();
    const app = createApp({
      build,
      clientDir,
      services: {
        db,
        config: siteConfig(loadEnv({ WEB_VITALS: "true" })),
        storage: tempStorage(),
        forms: formsConfig(loadEnv({})),
      },
      log: captured.log,
    });
    ({ base, close } = await listen(app));
  });

  afterAll(async () => {
    await close();
    await db.close();
  });

  it("logs each metric of a report as one JSON line, with the request's id, and answers 204", async () => {
    captured.raw.length = 0;
    const response = await post(
      JSON.stringify({ lang: "km", metrics: [metric, { ...metric, name: "CLS", value: 0, id: "v5-2" }] }),
    );
    expect(response.status).toBe(204);
    const reqId = response.headers.get("x-request-id");
    expect(vitalLines()).toEqual([
      expect.objectContaining({ level: "info", reqId, event: "web-vital", lang: "km", ...metric }),
      expect.objectContaining({
        level: "info",
        reqId,
        event: "web-vital",
        lang: "km",
        ...metric,
        name: "CLS",
        value: 0,
        id: "v5-2",
      }),
    ]);
  });

  it("refuses malformed, oversized and mistyped reports, and other methods, logging nothing", async () => {
    captured.raw.length = 0;
    expect((await post(JSON.stringify({ metrics: [{ ...metric, name: "FID" }] }))).status).toBe(400);
    expect((await post(JSON.stringify({ metrics: [{ ...metric, path: "https://elsewhere.example/" }] }))).status).toBe(
      400,
    );
    expect((await post(JSON.stringify({ metrics: [] }))).status).toBe(400);
    expect((await post("{not json")).status).toBe(400);
    expect((await post(JSON.stringify({ metrics: Array(60).fill({ ...metric, id: "x".repeat(100) }) }))).status).toBe(
      413,
    );
    expect((await post(JSON.stringify({ metrics: [metric] }), "text/plain")).status).toBe(415);
    const get = await fetch(`${base}/api/vitals`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    expect(vitalLines()).toEqual([]);
  });
});
