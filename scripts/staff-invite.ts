// npm run staff:invite -- <email> <role>[,<role>…]
// Creates a staff account and prints its one-time set-up link (valid 24 h) as the last line.
// This is how the first admin comes to exist: there is no default account or password. Works
// against DATABASE_URL, or the embedded database in DATA_DIR.
import { z } from "zod";
import { openDb } from "../db/client.ts";
import { migrate, pendingMigrations } from "../db/migrate.ts";
import { dbConfig, loadEnv, publicOrigin } from "../server/env.ts";
import { AccountExistsError, setupLinkSeconds } from "../app/admin/staff/accounts.server.ts";
import { inviteFromCommandLine } from "../app/admin/staff/command-invite.server.ts";
import { parseRoles, staffRoles } from "../app/staff-session/roles.ts";

const [email, roleList] = process.argv.slice(2);
const roles = roleList ? parseRoles(roleList) : null;
if (!email || !z.email().safeParse(email.trim()).success || !roles) {
  console.error(`usage: npm run staff:invite -- <email> <role>[,<role>…]   (roles: ${staffRoles.join(", ")})`);
  process.exit(2);
}

const env = loadEnv();
const db = await openDb(dbConfig(env));
try {
  if (db.kind === "pglite") await migrate(db);
  else {
    const pending = await pendingMigrations(db);
    if (pending.length > 0)
      throw new Error(`The database lacks migrations ${pending.join(", ")}: run "npm run db:migrate" first.`);
  }
  const invited = await inviteFromCommandLine(db, { email, roles, origin: publicOrigin(env) });
  console.log(
    `Invited ${invited.email} (${roles.join(", ")}). Open this link within ${setupLinkSeconds / 3600} hours to choose a password and set up the second factor; it works once:`,
  );
  console.log(invited.link);
} catch (error) {
  console.error(
    error instanceof AccountExistsError
      ? `${error.message}: an admin can reset it from the back office.`
      : error instanceof Error
        ? error.message
        : error,
  );
  process.exitCode = 1;
} finally {
  await db.close();
}
