// Storage for the files visitors attach to complaints: a local folder outside the web root, or
// an S3 bucket. A put resolves only once the bytes are durable, so a complaint is accepted only
// after its attachments are safely stored.
import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { copyFile, chmod, mkdir, open, readFile, rename, rm, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { setTimeout as delay } from "node:timers/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import { CommitOutcomeUnknown } from "../../db/commit-outcome.ts";

/** Bytes first to last, both included (as an HTTP Range names them). */
export interface ByteRange {
  start: number;
  end: number;
}

interface StoredStream {
  /** The whole object's size, whatever part of it is streamed. */
  size: number;
  /** The bytes asked for; cancelling the stream closes the file or the connection. */
  body: ReadableStream<Uint8Array>;
}

export interface FileStorage {
  readonly kind: "local" | "s3";
  /** Copies the temporary file at sourcePath into storage under key; resolves only once the bytes are durable. */
  put(key: string, sourcePath: string, contentType: string): Promise<void>;
  /** The stored bytes (attachments are at most a few MB each). Rejects if the key is unknown. */
  read(key: string): Promise<Buffer>;
  /** The stored bytes as a stream, all of them or `range`, without holding the file in memory; null when the key is unknown. */
  open(key: string, range?: ByteRange): Promise<StoredStream | null>;
  /** Removes the object; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
  /** The object's file on this machine (local storage), or null (S3: read it with open). */
  localPath(key: string): string | null;
}

const webStream = (stream: Readable) =>
  Readable.toWeb(stream) as NodeReadableStream<Uint8Array> as unknown as ReadableStream<Uint8Array>;

const storageKey = /^(?:[a-z0-9-]+\/)*[a-z0-9-]+\.(?:jpg|png|webp|svg|pdf|docx|eml)$/;

/** Whether the key is one the application generates: lowercase letters, digits, "-", "/" separated segments, one extension among jpg, png, webp, svg, pdf, docx, eml; no "..", no leading "/". */
export function isStorageKey(key: string): boolean {
  // The pattern admits no "." outside the extension, so "..", "." and empty segments cannot pass.
  return key.length <= 255 && storageKey.test(key);
}

/** Removes each of the files, whatever becomes of the others: one not removed is a file too many, never a loss. */
export async function removeFiles(storage: FileStorage, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.remove(key)));
}

/**
 * Removes the files put for rows whose transaction then failed, unless it may have committed
 * (the database could not say): its rows may name them, and a file too many is no loss.
 */
export async function removeAfterFailedStore(storage: FileStorage, keys: string[], error: unknown): Promise<void> {
  if (!(error instanceof CommitOutcomeUnknown)) await removeFiles(storage, keys);
}

/** A new key for a stored file: its folder, the month it came ("2026/11"), a name of its own. */
export function newStorageKey(folder: "complaints" | "mail", extension: string): string {
  return `${folder}/${new Date().toISOString().slice(0, 7).replace("-", "/")}/${randomUUID()}.${extension}`;
}

/** Throws unless isStorageKey(key). */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
}

async function syncPath(target: string): Promise<void> {
  const handle = await open(target, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function localStorage(dir: string): FileStorage {
  return {
    kind: "local",
    async put(key, sourcePath) {
      assertStorageKey(key);
      const target = path.resolve(dir, key);
      const folder = path.dirname(target);
      // Written under a temporary name and renamed, so the final name never holds a partial file.
      const temp = `${target}.tmp-${randomUUID()}`;
      try {
        const firstCreated = await mkdir(folder, { recursive: true });
        await copyFile(sourcePath, temp);
        await chmod(temp, 0o640);
        await syncPath(temp);
        await rename(temp, target);
        // The rename is durable once its folder is synced; each folder just created, once its parent is.
        const top = firstCreated ? path.dirname(firstCreated) : folder;
        for (let current = folder; ; current = path.dirname(current)) {
          await syncPath(current);
          if (current === top || current === path.dirname(current)) break;
        }
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async read(key) {
      assertStorageKey(key);
      return readFile(path.join(dir, key));
    },
    async open(key, range) {
      assertStorageKey(key);
      let handle;
      try {
        handle = await open(path.join(dir, key), "r");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        // The stream closes the handle when it ends or is destroyed (a cancelled download).
        return { size, body: webStream(handle.createReadStream(range ?? {})) };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async remove(key) {
      assertStorageKey(key);
      try {
        await unlink(path.join(dir, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    },
    localPath(key) {
      assertStorageKey(key);
      return path.resolve(dir, key);
    },
  };
}

export interface S3StorageConfig {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
}

const putAttempts = 3;

/** No answer from the server (the connection failed), or a server-side error: worth another try. */
function isTransient(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === undefined || status >= 500;
}

export function s3Storage(config: S3StorageConfig): FileStorage {
  const { bucket, region, endpoint, accessKeyId, secretAccessKey, forcePathStyle } = config;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error("S3 storage needs both accessKeyId and secretAccessKey, or neither");
  const clientConfig: S3ClientConfig = { region };
  if (endpoint) {
    clientConfig.endpoint = endpoint;
    // S3-compatible servers often do not understand the aws-chunked uploads with trailing checksums
    // that the SDK sends by default, and would store the chunk framing as part of the file.
    clientConfig.requestChecksumCalculation = "WHEN_REQUIRED";
  }
  if (forcePathStyle !== undefined) clientConfig.forcePathStyle = forcePathStyle;
  // Without explicit keys the SDK's default chain applies (environment, shared files, instance role).
  if (accessKeyId && secretAccessKey) clientConfig.credentials = { accessKeyId, secretAccessKey };
  const client = new S3Client(clientConfig);

  return {
    kind: "s3",
    async put(key, sourcePath, contentType) {
      assertStorageKey(key);
      const { size } = await stat(sourcePath);
      // The SDK does not retry a request whose body is a stream (it cannot replay it), so a
      // connection dropped under an upload (a kept-alive one the server just closed, say) is
      // retried here, with a new stream of the file.
      for (let attempt = 1; ; attempt++) {
        try {
          await client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: key,
              Body: createReadStream(sourcePath),
              ContentLength: size,
              ContentType: contentType,
            }),
          );
          return;
        } catch (error) {
          if (attempt === putAttempts || !isTransient(error)) throw error;
          await delay(100 * attempt);
        }
      }
    },
    async read(key) {
      assertStorageKey(key);
      const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      if (!Body) throw new Error(`S3 object has no body: ${key}`);
      return Buffer.from(await Body.transformToByteArray());
    },
    async open(key, range) {
      assertStorageKey(key);
      try {
        const { Body, ContentLength, ContentRange } = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        if (!Body) throw new Error(`S3 object has no body: ${key}`);
        // A ranged answer names the whole size after its slash: "bytes 0-99/5000".
        const size = range ? Number(ContentRange?.split("/")[1]) : Number(ContentLength);
        return { size, body: Body.transformToWebStream() };
      } catch (error) {
        if ((error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },
    async remove(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    localPath() {
      return null;
    },
  };
}
