// Graceful shutdown (SIGTERM from the platform, Ctrl-C): stop accepting connections, let the
// requests under way and the outbox's current delivery finish, then close the database. Work
// still running at the deadline is cut off; a delivery cut off is retried after its lease.
import type { Server } from "node:http";
import type { Logger } from "../app/http/log.server.ts";

export interface ShutdownParts {
  server: Server;
  /** Stops background work; resolves once the work under way is done. */
  stopWork(): Promise<void>;
  closeDb(): Promise<void>;
  log: Logger;
  /** How long requests and deliveries under way may take before they are cut off. */
  graceMs: number;
}

/** Resolves true when everything finished in time, false when something had to be cut off. */
export async function shutDown({ server, stopWork, closeDb, log, graceMs }: ShutdownParts): Promise<boolean> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // close() leaves keep-alive connections open until they time out: close each one as soon
  // as its last response is sent.
  const sweep = setInterval(() => server.closeIdleConnections(), 50);
  server.closeIdleConnections();
  let deadline: NodeJS.Timeout | undefined;
  const finished = await Promise.race([
    Promise.all([closed, stopWork()]).then(() => true),
    new Promise<false>((resolve) => (deadline = setTimeout(() => resolve(false), graceMs))),
  ]);
  clearTimeout(deadline);
  clearInterval(sweep);
  if (!finished) {
    log.warn({ graceMs }, "shutdown: work still under way at the deadline, cut off");
    server.closeAllConnections();
  }
  await closeDb();
  return finished;
}
