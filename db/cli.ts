// npm run db:migrate | db:seed | outbox:dead | search:reindex — against DATABASE_URL, or the embedded database in DATA_DIR.
import "../server/node-version.ts";
import { dbConfig, loadEnv } from "../server/env.ts";
import { openDb } from "./client.ts";
import { migrate } from "./migrate.ts";
import { seed } from "./seed/seed.ts";
import { reindexAll } from "../app/search/index.server.ts";

const command = process.argv[2];
if (command !== "migrate" && command !== "seed" && command !== "dead" && command !== "reindex") {
  console.error("usage: node db/cli.ts migrate|seed|dead|reindex");
  process.exit(2);
}

const db = await openDb(dbConfig(loadEnv()));
try {
  if (command === "dead") {
    // Deliveries that failed for good: what staff must follow up by hand.
    const rows = await db.query(
      "select id, kind, payload, attempts, last_error, created_at::text from outbox where status = 'dead' order by created_at",
    );
    console.log(rows.length ? JSON.stringify(rows, null, 2) : "no dead outbox jobs");
  } else {
    const applied = await migrate(db);
    console.log(applied.length ? `applied migrations: ${applied.join(", ")}` : "schema is up to date");
    if (command === "seed") console.log(`seeded ${await seed(db)} rows of demo content`);
    if (command === "reindex") console.log(`indexed ${await reindexAll(db)} documents for the site search`);
  }
} finally {
  await db.close();
}
