// The invitation `npm run staff:invite` makes (scripts/staff-invite.ts): an account with its
// roles, audited as the command line's, and its one-time set-up link. The browser tests invite
// their staff through it too, in their own process, sparing a Node.js start for each.
import type { Db } from "../../../db/client.ts";
import type { StaffRole } from "../../staff-session/roles.ts";
import { inviteAccount, setupLink } from "./accounts.server.ts";
import { audit, commandLineActor } from "./audit.server.ts";

export async function inviteFromCommandLine(
  db: Db,
  { email, roles, origin }: { email: string; roles: StaffRole[]; origin: string },
): Promise<{ email: string; link: string }> {
  const { account, token } = await inviteAccount(db, { email, roles });
  await audit(db, {
    actor: commandLineActor,
    clientIp: "",
    action: "account.invite",
    target: { type: "account", id: account.id },
    detail: { roles, via: "staff:invite" },
  });
  return { email: account.email, link: setupLink(origin, token) };
}
