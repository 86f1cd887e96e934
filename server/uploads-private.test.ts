// No public address reaches a complaint's file: not the static files, not the image endpoint
// (/_img/), however the path is written; and the server refuses to start with its upload folder
// inside a folder it serves.
import { randomUUID } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client.ts";
import { openSeeded, testDatabases } from "../testing/db.ts";
import { rawRequest, serveSite, uploadFixture } from "../testing/kit.ts";
import { assertUploadsPrivate, loadEnv } from "./env.ts";

const root = fileURLToPath(new URL("../", import.meta.url));
const clientDir = join(root, "build/client");
const publicDir = join(root, "public");

describe("the upload folder", () => {
  it("may not lie inside a folder the server serves", () => {
    for (const inside of [clientDir, join(clientDir, "uploads"), join(publicDir, "x/../uploads"), `${publicDir}/`]) {
      expect(() => assertUploadsPrivate(loadEnv({ UPLOAD_DIR: inside }), [clientDir, publicDir]), inside).toThrow(
        /UPLOAD_DIR: .* is inside/,
      );
    }
    for (const env of [
      {},
      { UPLOAD_DIR: join(root, "build/uploads") },
      { UPLOAD_DIR: `${publicDir}-uploads` },
      { UPLOAD_DIR: clientDir, S3_BUCKET: "uploads" },
    ]) {
      expect(() => assertUploadsPrivate(loadEnv(env), [clientDir, publicDir])).not.toThrow();
    }
  });
});

describe("a complaint's file has no public address", () => {
  let db: Db;
  let base: string;
  let close: () => Promise<void>;
  // Where the default configuration keeps uploads: $DATA_DIR/uploads, .data beside build/.
  const folder = `uploads-test-${randomUUID()}`;
  const uploads = join(root, ".data", folder);
  const key = `complaints/2026/01/${randomUUID()}.jpg`;
  const photo = uploadFixture("receipt.jpg");

  beforeAll(async () => {
    mkdirSync(join(uploads, "complaints/2026/01"), { recursive: true });
    writeFileSync(join(uploads, key), photo);
    db = await openSeeded(testDatabases[0]!);
    ({ base, close } = await serveSite(db, { UPLOAD_DIR: uploads }));
  });
  afterAll(async () => {
    await close();
    await db.close();
    rmSync(uploads, { recursive: true, force: true });
  });

  it("is reached by no path of the static files or the image endpoint", async () => {
    const encoded = (path: string) => path.replaceAll("/", "%2f");
    const fromRoot = `.data/${folder}/${key}`;
    const paths = [
      `/${key}`,
      `/uploads/${key}`,
      `/${fromRoot}`,
      `/../../${fromRoot}`,
      `/%2e%2e/%2e%2e/${fromRoot}`,
      `/assets/../../../${fromRoot}`,
      `/assets/${encoded(`../../../${fromRoot}`)}`,
      `/_img/640/jpeg/${key}`,
      `/_img/640/jpeg/../../../../${fromRoot}`,
      `/_img/640/jpeg/%2e%2e/%2e%2e/%2e%2e/${fromRoot}`,
      `/_img/640/jpeg/${encoded(`../../${fromRoot}`)}`,
      `/_img/640/jpeg/${encoded(join(uploads, key))}`,
      `/_img/640/jpeg/${join(uploads, key)}`,
      `/_img/640/webp/..%5c..%5c${fromRoot.replaceAll("/", "%5c")}`,
    ];
    for (const path of paths) {
      const answer = await rawRequest(base, path);
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(String(answer.headers["content-type"]), path).not.toMatch(/^image\//);
      expect(answer.body.includes(Buffer.from(photo.subarray(0, 256))), path).toBe(false);
    }
  });
});
