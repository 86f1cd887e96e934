// Databases for data-access tests: an in-memory PGlite always, and a throw-away
// database on the real PostgreSQL when TEST_DATABASE_URL is set. In the unit suite, the demo
// database is made once (testing/demo-database.ts) and each test file gets a copy of it.
import pg from "pg";
import { openDb, type Db, type Executor } from "../db/client.ts";
import type { Lang, LangContent, SharedContent } from "../db/seed/types.ts";

export interface TestDatabase {
  name: "pglite" | "postgres";
  open(): Promise<Db>;
  /** A copy of the demo database (schema and demo content), when this run made one to copy. */
  openDemoCopy?(): Promise<Db>;
}

/** Set by testing/demo-database.ts: the demo database as a PGlite snapshot and as a PostgreSQL template. */
export const demoDatabaseEnv = { snapshot: "TEST_DEMO_SNAPSHOT", template: "TEST_DEMO_TEMPLATE" } as const;
const demoSnapshot = process.env[demoDatabaseEnv.snapshot];
const demoTemplate = process.env[demoDatabaseEnv.template];

/** A fresh database of its own for each open(), dropped again when the Db closes. */
export const testDatabases: TestDatabase[] = [
  {
    name: "pglite",
    open: () => openDb({ kind: "pglite", dataDir: null }),
    ...(demoSnapshot && { openDemoCopy: () => openDb({ kind: "pglite", dataDir: null, snapshot: demoSnapshot }) }),
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: "postgres" as const,
          open: () => openThrowawayPostgres(process.env.TEST_DATABASE_URL!),
          ...(demoTemplate && {
            openDemoCopy: () => openThrowawayPostgres(process.env.TEST_DATABASE_URL!, demoTemplate),
          }),
        },
      ]
    : []),
];

/**
 * A new database on the PostgreSQL server of `adminUrl` — empty, or a copy of the database
 * `template` — and a way to drop it again.
 */
export async function createThrowawayDatabase(
  adminUrl: string,
  prefix = "test",
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  if (template !== undefined && !/^[a-z0-9_]+$/.test(template)) throw new Error(`not a database name: ${template}`);
  const asAdmin = async (sql: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await asAdmin(`create database ${name}${template ? ` template ${template}` : ""}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => asAdmin(`drop database if exists ${name} with (force)`) };
}

async function openThrowawayPostgres(adminUrl: string, template?: string): Promise<Db> {
  const database = await createThrowawayDatabase(adminUrl, "test", template);
  const db = await openDb({ kind: "postgres", url: database.url, max: 4 });
  return {
    ...db,
    close: async () => {
      await db.close();
      await database.drop();
    },
  };
}

/** A test database with the schema and the demo content, or the content given. */
export async function openSeeded(
  database: TestDatabase,
  content?: Record<Lang, LangContent>,
  sharedContent?: SharedContent,
): Promise<Db> {
  if (!content && !sharedContent && database.openDemoCopy) return database.openDemoCopy();
  const db = await database.open();
  const { migrate } = await import("../db/migrate.ts");
  const { seed } = await import("../db/seed/seed.ts");
  await migrate(db);
  await seed(db, content, sharedContent);
  return db;
}

/** Runs `fn` inside a transaction that is always rolled back: the seeded data stays as it was. */
export async function withRollback<T>(db: Db, fn: (tx: Executor) => Promise<T>): Promise<T> {
  const rollback = new Error("rollback");
  let result: T | undefined;
  await db
    .transaction(async (tx) => {
      result = await fn(tx);
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  return result as T;
}

/** A throw-away PostgreSQL database with the schema and the demo content, for a server process of its own. */
export async function createSeededPostgres(
  adminUrl: string,
  prefix = "test",
): Promise<{ url: string; drop(): Promise<void> }> {
  const database = await createThrowawayDatabase(adminUrl, prefix);
  const db = await openSeeded({
    name: "postgres",
    open: () => openDb({ kind: "postgres", url: database.url, max: 2 }),
  });
  await db.close();
  return database;
}

/**
 * The database, but every transaction waits until `n` have been asked for, then all go on: `n`
 * submissions arriving at once are all past what they do before their transaction.
 */
export function transactionsTogether(db: Db, n: number): Db {
  let asked = 0;
  let release!: () => void;
  const together = new Promise<void>((resolve) => (release = resolve));
  return {
    ...db,
    transaction: async (fn) => {
      if (++asked === n) release();
      await together;
      return db.transaction(fn);
    },
  };
}

/** Where a server process started by a test keeps its data, and how the test opens it while no server runs. */
export interface ServerDatabase {
  name: "pglite" | "postgres";
  /** The server's environment for it: nothing for the embedded database in DATA_DIR, or DATABASE_URL. */
  env(): Promise<Record<string, string>>;
  open(dataDir: string, env: Record<string, string>): Promise<Db>;
}

/**
 * The embedded database, and a seeded throw-away PostgreSQL database when TEST_DATABASE_URL is
 * set; `dropAll` drops the PostgreSQL databases made.
 */
export function serverDatabases(): { targets: ServerDatabase[]; dropAll(): Promise<void> } {
  const drops: (() => Promise<void>)[] = [];
  const adminUrl = process.env.TEST_DATABASE_URL;
  const targets: ServerDatabase[] = [
    {
      name: "pglite",
      env: async () => ({}),
      open: (dataDir) => openDb({ kind: "pglite", dataDir: `${dataDir}/pglite` }),
    },
    ...(adminUrl
      ? [
          {
            name: "postgres" as const,
            env: async () => {
              const database = await createSeededPostgres(adminUrl);
              drops.push(database.drop);
              return { DATABASE_URL: database.url };
            },
            open: (_dataDir: string, env: Record<string, string>) =>
              openDb({ kind: "postgres", url: env.DATABASE_URL! }),
          },
        ]
      : []),
  ];
  return {
    targets,
    dropAll: async () => {
      for (const drop of drops.splice(0)) await drop();
    },
  };
}
