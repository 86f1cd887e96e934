// The test server's own database and file storage, for tests that arrange or check what the
// pages cannot show: DATABASE_URL when set (the server's too), else its embedded database in
// e2e/.artifacts/data (playwright.config.ts), reached through the server's socket.
import { openDb, type Db } from "../db/client.ts";
import { localStorage, type FileStorage } from "../app/uploads/storage.server.ts";

const dataDir = "e2e/.artifacts/data";

export function serverDb(): Promise<Db> {
  return openDb(process.env.DATABASE_URL ? { kind: "postgres", url: process.env.DATABASE_URL, max: 1 } : { kind: "pglite", dataDir: `${dataDir}/pglite` });
}

/** Where the server keeps uploads (a folder: the tests start it without S3). */
export const serverUploadsDir = `${dataDir}/uploads`;

export const serverStorage = (): FileStorage => localStorage(serverUploadsDir);
