// The test server's own database and file storage, for tests that arrange or check what the
// pages cannot show: DATABASE_URL when set (the server's too), else the embedded database of the
// server under test (e2e/test-servers.ts), reached through that server's socket.
import { openDb, type Db } from "../db/client.ts";
import { localStorage, type FileStorage } from "../app/uploads/storage.server.ts";
import { currentDataDir } from "./test-servers.ts";

export function serverDb(dataDir = currentDataDir()): Promise<Db> {
  return openDb(
    process.env.DATABASE_URL
      ? { kind: "postgres", url: process.env.DATABASE_URL, max: 1 }
      : { kind: "pglite", dataDir: `${dataDir}/pglite` },
  );
}

/** Where the server under test keeps uploads (a folder: the tests start it without S3). */
export const serverUploadsDir = (): string => `${currentDataDir()}/uploads`;

export const serverStorage = (): FileStorage => localStorage(serverUploadsDir());
