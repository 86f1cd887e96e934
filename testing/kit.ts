// Test doubles that are real parts: an SMTP server in the test process (smtp-server), plain or
// over TLS, that keeps what it receives, an S3-compatible server (s3rver) with one bucket, upload
// storage in a throw-away folder, the production build and the whole site served from it, the
// real server process, a TCP proxy that can play a network outage, and a log whose lines a test
// can read.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { createServer, request, type IncomingHttpHeaders, type RequestListener } from "node:http";
import { connect, createServer as createTcpServer, type AddressInfo, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import type { ServerBuild } from "react-router";
// @ts-expect-error -- s3rver ships no type declarations; its shape is declared below.
import S3rverUntyped from "s3rver";
import { createLogger, type Logger } from "../app/http/log.server.ts";
import { localStorage, type FileStorage } from "../app/uploads/storage.server.ts";
import type { Db } from "../db/client.ts";
import { createApp } from "../server/app.ts";
import { fileStorage, formsConfig, imageCacheDir, loadEnv, siteConfig } from "../server/env.ts";
import { imageVariants } from "../server/images/variants.ts";
import { mediaSource } from "../server/media.ts";
import { demoContent, demoSharedContent } from "../db/seed/content/index.ts";
import { demoMedia, storeDemoMedia } from "../db/seed/media.ts";
import { PageCache } from "../server/page-cache.ts";

export { parseMail, startSmtp, type Received, type TestSmtp } from "./smtp.ts";

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
const S3rver = S3rverUntyped as new (options: {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
}) => S3rverInstance;

export interface TestS3 {
  /** What s3Storage (and the S3_* variables) need to reach the bucket. */
  connection: {
    bucket: string;
    region: string;
    endpoint: string;
    forcePathStyle: true;
    accessKeyId: string;
    secretAccessKey: string;
  };
  /** An SDK client of the server, to look at what is stored. */
  client: S3Client;
  /** The S3_* variables that point a server process at the bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** An S3-compatible server in this process, keeping its objects under `directory`, with `bucket` created. */
export async function startS3(directory: string, { port = 0, bucket = "uploads" } = {}): Promise<TestS3> {
  const server = new S3rver({ port, address: "127.0.0.1", silent: true, directory });
  const connection = {
    bucket,
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${(await server.run()).port}`,
    forcePathStyle: true as const,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
  };
  const client = new S3Client({
    ...connection,
    credentials: { accessKeyId: connection.accessKeyId, secretAccessKey: connection.secretAccessKey },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    connection,
    client,
    env: {
      S3_BUCKET: connection.bucket,
      S3_REGION: connection.region,
      S3_ENDPOINT: connection.endpoint,
      S3_ACCESS_KEY_ID: connection.accessKeyId,
      S3_SECRET_ACCESS_KEY: connection.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    },
    close: async () => {
      client.destroy();
      await server.close();
    },
  };
}

const uploadFixtures = new URL("../app/uploads/fixtures/", import.meta.url);

/** The bytes of a test file in app/uploads/fixtures. */
export function uploadFixture(name: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(readFileSync(new URL(name, uploadFixtures)));
}

/** The complaint page's form as a browser sends it: the fields, and each file under "Files" (its name, its bytes). */
export function complaintFormData(
  fields: Record<string, string>,
  files: [string, Uint8Array<ArrayBuffer>][] = [["letter.pdf", uploadFixture("letter.pdf")]],
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [name, bytes] of files) body.append("Files", new File([bytes], name));
  return body;
}

/** The names of the files anywhere under `dir` (none when it does not exist). */
export function filesUnder(dir: string): string[] {
  return existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
    : [];
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

const root = new URL("../", import.meta.url);
const buildDir = new URL("build/", root);

/**
 * The site as server/index.ts runs it (production build and mode, page cache, image endpoint)
 * on `db`, served on a free port. `env` sets variables as server/env.ts reads them; data goes to a
 * throw-away folder.
 */
export async function serveSite(
  db: Db,
  env: Record<string, string> = {},
): Promise<{ base: string; close(): Promise<void> }> {
  const config = loadEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), "site-test-")), ...env });
  const { build, clientDir } = await productionBuild();
  const pageCache = new PageCache({ maxBytes: config.PAGE_CACHE_MB * 1024 * 1024 });
  pageCache.setEnabled(true);
  const storage = fileStorage(config);
  await storeDemoMedia(db, storage, await demoMedia(demoContent, demoSharedContent));
  const app = createApp({
    build,
    clientDir,
    services: { db, config: siteConfig(config), storage, forms: formsConfig(config) },
    images: imageVariants({
      publicDir: clientDir,
      cacheDir: imageCacheDir(config),
      mediaSource: mediaSource(storage, imageCacheDir(config)),
    }),
    pageCache,
    mode: config.NODE_ENV,
  });
  return listen(app);
}

/** The production build on `db`, without page cache or image endpoint: the back office's tests over HTTP. */
export async function serveApp(db: Db): Promise<{ base: string; close(): Promise<void> }> {
  const { build, clientDir } = await productionBuild();
  const env = loadEnv({});
  return listen(
    createApp({
      build,
      clientDir,
      services: { db, config: siteConfig(env), storage: tempStorage(), forms: formsConfig(env) },
    }),
  );
}

/** The production build (`npm run build`) and its client folder, as the server loads them. */
export async function productionBuild(): Promise<{ build: ServerBuild; clientDir: string }> {
  const entry = new URL("server/index.js", buildDir);
  if (!existsSync(entry)) throw new Error("Run `npm run build` before these tests.");
  return { build: (await import(entry.href)) as ServerBuild, clientDir: fileURLToPath(new URL("client/", buildDir)) };
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** Starts the production server (`node server/index.ts`, needs the build) and resolves once it listens. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  if (!existsSync(new URL("server/index.js", buildDir))) throw new Error("Run `npm run build` before these tests.");
  const child = spawn(process.execPath, ["server/index.ts"], {
    cwd: fileURLToPath(root),
    env: { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", OUTBOX_POLL_MS: "200", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const base = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = output.match(/Listening on http:\/\/localhost:(\d+)/)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { child, base, output: () => output, exited };
}

/** Polls `probe` every 50 ms until it returns something truthy. */
export async function waitFor<T>(
  what: string,
  probe: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 30_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface TcpProxy {
  port: number;
  /** Drops every connection and refuses new ones, as a stopped server does. */
  cut(): Promise<void>;
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** Forwards 127.0.0.1:<port> to `target` until cut. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const server = createTcpServer((client) => {
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const stop = () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    return closed;
  };
  await listen(0);
  const port = (server.address() as AddressInfo).port;
  return { port, cut: stop, restore: () => listen(port), close: () => (server.listening ? stop() : Promise.resolve()) };
}

export interface CapturedLog {
  log: Logger;
  /** Every line written so far, as written. */
  raw: string[];
  /** The lines parsed. */
  lines(): Record<string, unknown>[];
}

/** A logger at the most detailed level whose lines stay in memory. */
export function captureLog(): CapturedLog {
  const raw: string[] = [];
  return {
    log: createLogger("trace", { write: (line: string) => raw.push(line) }),
    raw,
    lines: () => raw.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
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

const decoders: Record<string, (body: Buffer) => Buffer> = {
  gzip: gunzipSync,
  br: brotliDecompressSync,
  deflate: inflateSync,
};

/**
 * A request with the path and method sent as written (fetch would resolve "%2e%2e", refuse
 * methods such as TRACE and add headers of its own), on a connection of its own: a reused one
 * may be closed by the server just as the request goes out.
 */
export function rawRequest(
  base: string,
  path: string,
  { method = "GET", headers = {}, body }: RawRequest = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    request({ hostname, port, path, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const raw = Buffer.concat(chunks);
        const decode = decoders[String(response.headers["content-encoding"])];
        try {
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: decode && raw.length > 0 ? decode(raw) : raw,
          });
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
