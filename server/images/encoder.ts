// Encodes image variants in a child process of the web server (server/images/encoder-process.ts).
// libvips and the AVIF encoder allocate natively in many threads, and glibc keeps that memory:
// in the web server's own process, a cold image cache took its RSS from 140 to 400–560 MB. The
// child ends after `idleMs` without work, giving all of it back, and a crash in a codec costs
// the encodes under way (answered 500), not the site. The next encode starts a new child.
import { fork, type ChildProcess } from "node:child_process";
import type { ImageFormat } from "../../app/images/image-variants.ts";
import { NotAnImage, type EncodeReply, type EncodeRequest } from "./protocol.ts";

export interface ImageEncoder {
  encode(source: string, width: number, format: ImageFormat, card?: { x: number; y: number }): Promise<Buffer>;
  /** Ends the child now, failing what it had under way. */
  close(): void;
  /** The child's process id while there is one (tests watch it). */
  readonly pid: number | undefined;
}

interface Pending {
  resolve: (data: Buffer) => void;
  reject: (error: Error) => void;
}

export function imageEncoder({ idleMs = 30_000 }: { idleMs?: number } = {}): ImageEncoder {
  let child: ChildProcess | null = null;
  let nextId = 1;
  let idleTimer: NodeJS.Timeout | undefined;
  const pending = new Map<number, Pending>();

  function start(): ChildProcess {
    // Advanced serialization carries the variant's bytes as they are, not as JSON.
    const started = fork(new URL("./encoder-process.ts", import.meta.url), {
      serialization: "advanced",
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    started.on("message", (message: EncodeReply) => {
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      if ("data" in message)
        waiting.resolve(Buffer.from(message.data.buffer, message.data.byteOffset, message.data.byteLength));
      else waiting.reject(message.notAnImage ? new NotAnImage(message.error) : new Error(message.error));
      if (pending.size === 0) idleTimer = setTimeout(stop, idleMs).unref();
    });
    started.on("exit", (code, signal) => {
      if (child === started) child = null;
      for (const [id, waiting] of pending) {
        pending.delete(id);
        waiting.reject(new Error(`the image encoder process ended (${signal ?? `exit code ${code}`})`));
      }
    });
    // Nothing here keeps the web server running: its own sockets and timers do.
    started.unref();
    started.channel?.unref();
    return started;
  }

  function stop() {
    clearTimeout(idleTimer);
    child?.disconnect();
    child = null;
  }

  return {
    encode(source, width, format, card) {
      clearTimeout(idleTimer);
      child ??= start();
      const id = nextId++;
      const request: EncodeRequest = { id, source, width, format, ...(card ? { card } : {}) };
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        child!.send(request, (error) => {
          if (!error) return;
          pending.delete(id);
          reject(error);
        });
      });
    },
    close() {
      const running = child;
      stop();
      running?.kill();
    },
    get pid() {
      return child?.pid;
    },
  };
}
