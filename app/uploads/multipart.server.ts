// Streaming multipart parsing (@fastify/busboy) of an upload request: files go straight to
// temporary files on disk, never into memory, and every limit holds while the bytes arrive. A file
// over its limit is cut short and flagged, extra files are skipped, and the rest of the body is
// still read, so the page can answer with the form and a clear message; only a body far over
// every limit is cut off.
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { Readable, Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import Busboy, { type BusboyInstance } from "@fastify/busboy";

export interface UploadLimits {
  files: number;
  fileBytes: number;
  totalBytes: number;
  /** Largest text field, in bytes. */
  fieldBytes: number;
  fields: number;
}

export interface ReceivedFile {
  field: string;
  /** The visitor's file name (without any path), only ever used as a label. */
  name: string;
  path: string;
  size: number;
}

/** A limit the request went over; the form shows a message for each. */
type LimitProblem = "fileTooLarge" | "tooManyFiles" | "filesTooLarge" | "fieldTooLarge";

export interface Received {
  fields: Map<string, string>;
  files: ReceivedFile[];
  problems: Set<LimitProblem>;
  /** Removes the temporary files (always call it, once their bytes are stored or refused). */
  cleanup(): Promise<void>;
}

export class UploadError extends Error {
  readonly status: 400 | 413 | 415;
  constructor(status: 400 | 413 | 415, message: string) {
    super(message);
    this.status = status;
  }
}

/** Room for the text fields and multipart framing on top of the files' total. */
const overheadBytes = 1024 * 1024;

export function bodyCap(limits: UploadLimits): number {
  return limits.totalBytes + overheadBytes;
}

export async function receiveMultipart(
  request: Request,
  limits: UploadLimits,
  tmpDir: string,
  fileFields: readonly string[],
): Promise<Received> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType))
    throw new UploadError(415, "Expected a multipart/form-data body.");
  const length = Number(request.headers.get("content-length") ?? "0");
  if (length > bodyCap(limits)) throw new UploadError(413, "The request body is too large.");
  if (!request.body) throw new UploadError(400, "The request has no body.");

  let parser: BusboyInstance;
  try {
    parser = Busboy({
      headers: { "content-type": contentType },
      // A part is a file when it has a file name (an empty one for an empty file input), as a
      // browser sends it; by default a field sent as application/octet-stream would be one too.
      isPartAFile: (_field, _type, filename) => filename !== undefined,
      // No `files` limit: the files are counted below, so skipped parts (an empty file input)
      // do not use it up.
      limits: {
        // One byte more than allowed is read, so a file or field cut short there is over the
        // limit; what is over is judged below from the bytes that arrived, not from the parser's
        // own flags (busboy's versions differ on whether a value ending right at the limit is
        // "truncated").
        fileSize: limits.fileBytes + 1,
        fieldSize: limits.fieldBytes + 1,
        fields: limits.fields,
        // Room for an empty part from each file input on top of the files and fields allowed.
        parts: limits.files + limits.fields + fileFields.length,
      },
    });
  } catch (error) {
    // A multipart type without a boundary, for one.
    throw new UploadError(400, `Malformed multipart body: ${(error as Error).message}`);
  }

  await mkdir(tmpDir, { recursive: true });
  const fields = new Map<string, string>();
  const files: ReceivedFile[] = [];
  const problems = new Set<LimitProblem>();
  const writes: Promise<void>[] = [];
  const cleanup = async () => {
    await Promise.all(files.map((file) => rm(file.path, { force: true })));
  };
  let totalBytes = 0;
  let overTotal = false;
  /** A temporary file that could not be written (disk full): the request fails with it, as is. */
  let writeError: unknown;
  /** File streams the parser has not ended yet: a body that fails must not leave them waiting. */
  const open = new Set<Readable>();
  parser.on("field", (name, value, _nameTruncated, valueTruncated) => {
    if (valueTruncated || Buffer.byteLength(value) > limits.fieldBytes) problems.add("fieldTooLarge");
    if (!fields.has(name)) fields.set(name, value);
  });
  parser.on("file", (field, stream, filename) => {
    open.add(stream);
    stream.once("end", () => open.delete(stream));
    // An empty file input still sends a part with no name; skip it and anything unexpected.
    if (!fileFields.includes(field) || !filename) {
      skip(stream);
      return;
    }
    if (files.length >= limits.files) {
      problems.add("tooManyFiles");
      skip(stream);
      return;
    }
    const file: ReceivedFile = { field, name: baseName(filename), path: join(tmpDir, randomUUID()), size: 0 };
    files.push(file);
    let fileBytes = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback: TransformCallback) {
        fileBytes += chunk.length;
        if (fileBytes > limits.fileBytes) problems.add("fileTooLarge");
        if (overTotal || totalBytes + chunk.length > limits.totalBytes) {
          // Over the total: keep reading (the form answers) but store nothing more, not even a
          // later chunk small enough to fit, so what is stored is always the start of a file.
          overTotal = true;
          problems.add("filesTooLarge");
          callback();
          return;
        }
        totalBytes += chunk.length;
        file.size += chunk.length;
        callback(null, chunk);
      },
    });
    const write = pipeline(stream, counter, createWriteStream(file.path, { mode: 0o600 }));
    // Without this, the parser would wait forever on the file stream the failed write destroyed,
    // and the rejection would go unhandled until then.
    write.catch((error: unknown) => {
      // A body that failed first (cut off, malformed) destroys the file streams too: not a write error.
      if (parser.errored) return;
      writeError ??= error;
      if (!parser.destroyed) parser.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    writes.push(write);
  });
  parser.on("fieldsLimit", () => problems.add("fieldTooLarge"));
  parser.on("partsLimit", () => problems.add("fieldTooLarge"));

  try {
    await pipeline(Readable.fromWeb(request.body as NodeWebStream<Uint8Array>), capped(bodyCap(limits)), parser);
    await Promise.all(writes);
  } catch (error) {
    // The parser does not end its file streams when it is destroyed (a body cut off or over the
    // cap, a failed write): their writes would never settle.
    for (const stream of open) stream.destroy(error instanceof Error ? error : new Error(String(error)));
    await Promise.allSettled(writes);
    await cleanup();
    if (error instanceof UploadError) throw error;
    if (writeError !== undefined) throw writeError;
    throw new UploadError(400, `Malformed multipart body: ${(error as Error).message}`);
  }
  return { fields, files, problems, cleanup };
}

/**
 * Reads and drops a file part. A body cut off inside it fails the part's stream as well as the
 * parser: the parser's error answers the request, the part's must not go unheard (an uncaught
 * error would end the process).
 */
function skip(stream: Readable): void {
  stream.on("error", () => {});
  stream.resume();
}

/** Fails the stream once more than `max` bytes went through. */
function capped(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length;
      if (seen > max) callback(new UploadError(413, "The request body is too large."));
      else callback(null, chunk);
    },
  });
}

/** The last segment of a name some browsers send with a path (C:\Users\…\scan.pdf). */
function baseName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  return base.replace(/[\u0000-\u001f\u007f]/g, "").slice(-255) || "file";
}

/**
 * Reads and drops a body that is refused before parsing (rate limit), up to `max` bytes, so
 * the browser gets the answer page instead of a reset connection.
 */
export async function drainBody(request: Request, max = 64 * 1024 * 1024): Promise<void> {
  let seen = 0;
  try {
    for await (const chunk of request.body ?? []) {
      seen += (chunk as Uint8Array).length;
      if (seen > max) break;
    }
  } catch {
    // A client that went away: nothing to answer.
  }
}
