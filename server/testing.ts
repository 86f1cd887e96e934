// Test doubles that are real parts: an SMTP server in the test process (smtp-server) that
// keeps what it receives, upload storage in a throw-away folder, the production build, and the
// whole site served from it.
import { existsSync, mkdtempSync } from "node:fs";
import { createServer, request, type IncomingHttpHeaders, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import PostalMime, { type Email } from "postal-mime";
import type { ServerBuild } from "react-router";
import { SMTPServer } from "smtp-server";
import { localStorage, type FileStorage } from "../app/uploads/storage.server.ts";
import type { Db } from "../db/client.ts";
import { createApp } from "./app.ts";
import { fileStorage, formsConfig, imageCacheDir, loadEnv, siteConfig } from "./env.ts";
import { imageVariants } from "./images.ts";
import { PageCache } from "./page-cache.ts";

export interface Received {
  to: string[];
  raw: string;
}

export interface TestSmtp {
  port: number;
  /** Messages the server accepted (answered 250). */
  received: Received[];
  /** Messages read in full but never answered (see `holdFirst`). */
  held: Received[];
  close(): Promise<void>;
}

/**
 * An SMTP server in the test process. With `holdFirst`, the first message is read but never
 * answered: the sender is left waiting, as when it dies in the middle of a delivery.
 */
export async function startSmtp(port = 0, { holdFirst = false } = {}): Promise<TestSmtp> {
  const received: Received[] = [];
  const held: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // Connections left open by a killed sender must not hold close() for the default 30 s.
    closeTimeout: 500,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail = { to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString("utf8") };
        if (holdFirst && held.length === 0) {
          held.push(mail);
          return;
        }
        received.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    held,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A received message, parsed (headers, text, attachments as bytes). */
export function parseMail(mail: Received): Promise<Email> {
  return PostalMime.parse(mail.raw, { attachmentEncoding: "arraybuffer" });
}

export function tempStorage(): FileStorage {
  return localStorage(mkdtempSync(join(tmpdir(), "uploads-test-")));
}

/** Serves an app on a free port of 127.0.0.1. */
export async function listen(app: RequestListener): Promise<{ base: string; close(): Promise<void> }> {
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

const buildDir = new URL("../build/", import.meta.url);

/**
 * The site as server/index.ts runs it (production build and mode, page cache, image endpoint)
 * on `db`, served on a free port. `env` sets variables as server/env.ts reads them; data goes to a
 * throw-away folder.
 */
export async function serveSite(db: Db, env: Record<string, string> = {}): Promise<{ base: string; close(): Promise<void> }> {
  const config = loadEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), "site-test-")), ...env });
  const { build, clientDir } = await productionBuild();
  const pageCache = new PageCache({ maxBytes: config.PAGE_CACHE_MB * 1024 * 1024 });
  pageCache.setEnabled(true);
  const app = createApp({
    build,
    clientDir,
    services: { db, config: siteConfig(config), storage: fileStorage(config), forms: formsConfig(config) },
    images: imageVariants({ publicDir: clientDir, cacheDir: imageCacheDir(config) }),
    pageCache,
    mode: config.NODE_ENV,
  });
  return listen(app);
}

/** The production build (`npm run build`) and its client folder, as the server loads them. */
export async function productionBuild(): Promise<{ build: ServerBuild; clientDir: string }> {
  const entry = new URL("server/index.js", buildDir);
  if (!existsSync(entry)) throw new Error("Run `npm run build` before these tests.");
  return { build: (await import(entry.href)) as ServerBuild, clientDir: fileURLToPath(new URL("client/", buildDir)) };
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** Decoded when the server compressed it. */
  body: Buffer;
}

export interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}

const decoders: Record<string, (body: Buffer) => Buffer> = { gzip: gunzipSync, br: brotliDecompressSync, deflate: inflateSync };

/**
 * A request with the path and method sent as written (fetch would resolve "%2e%2e", refuse
 * methods such as TRACE and add headers of its own), on a connection of its own: a reused one
 * may be closed by the server just as the request goes out.
 */
export function rawRequest(base: string, path: string, { method = "GET", headers = {}, body }: RawRequest = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    request({ hostname, port, path, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const raw = Buffer.concat(chunks);
        const decode = decoders[String(response.headers["content-encoding"])];
        try {
          resolve({ status: response.statusCode!, headers: response.headers, body: decode && raw.length > 0 ? decode(raw) : raw });
        } catch (error) {
          reject(error);
        }
      });
      response.on("error", reject);
    })
      .on("error", reject)
      .end(body);
  });
}
