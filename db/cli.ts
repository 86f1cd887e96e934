// npm run db:migrate | db:seed — against DATABASE_URL, or the embedded database in DATA_DIR.
import { dbConfig, loadEnv } from "../server/env.ts";
import { openDb } from "./client.ts";
import { migrate } from "./migrate.ts";
import { seed } from "./seed/seed.ts";

const command = process.argv[2];
if (command !== "migrate" && command !== "seed") {
  console.error("usage: node db/cli.ts migrate|seed");
  process.exit(2);
}

const db = await openDb(dbConfig(loadEnv()));
try {
  const applied = await migrate(db);
  console.log(applied.length ? `applied migrations: ${applied.join(", ")}` : "schema is up to date");
  if (command === "seed") console.log(`seeded ${await seed(db)} rows of demo content`);
} finally {
  await db.close();
}
