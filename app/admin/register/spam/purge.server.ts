// The Spam list's 30 days, a round every instance polls: what waited longer is deleted with its
// files (whichever instance deletes a row removes its files), and the audit log says what went.
import type { Db } from "../../../../db/client.ts";
import type { FileStorage } from "../../../uploads/storage.server.ts";
import { purgeSpam } from "../../../register/spam/spam.server.ts";
import { audit, systemActor } from "../../staff/audit.server.ts";

export async function purgeSpamRound(db: Db, storage: FileStorage, now = new Date()): Promise<number> {
  const purged = await purgeSpam(db, storage, now);
  if (purged.length > 0)
    await audit(db, {
      actor: systemActor,
      clientIp: "",
      action: "spam.purge",
      detail: { count: purged.length, ids: purged },
    });
  return purged.length;
}
