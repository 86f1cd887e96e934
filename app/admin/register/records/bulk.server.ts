// A bulk change done: record by record, each in its own transaction through the same code as its
// page (performRegisterAction, markAsSpam), so the rules, refusals and audit are the same; one
// refused leaves the others done. The outcome names each refused record and why.
import type { Db } from "../../../../db/client.ts";
import type { StaffMember } from "../../../staff-session/sessions.server.ts";
import { markAsSpam } from "../../../register/spam/spam.server.ts";
import { registerTables } from "../../../register/workflow.server.ts";
import { RegisterError, type RegisterErrorCode, type RegisterKind } from "../../../register/workflow.ts";
import { audit } from "../../staff/audit.server.ts";
import { registerScreens } from "../kinds.ts";
import type { BulkChange } from "./bulk.ts";
import { performRegisterAction } from "./record-action.server.ts";

export interface BulkOutcome {
  changed: number;
  /** Already so: nothing to change. */
  unchanged: number;
  refused: { label: string; why: RegisterErrorCode }[];
}

export async function performBulk(
  db: Db,
  kind: RegisterKind,
  ids: readonly string[],
  change: BulkChange,
  staff: StaffMember,
  clientIp: string,
): Promise<BulkOutcome> {
  const unique = [...new Set(ids)];
  const labels = new Map(
    (
      await db.query<{ id: string; label: string }>(
        `select id::text, ${kind === "complaint" ? "reference" : "full_name"} as label
           from ${registerTables[kind].table} where id = any($1::uuid[])`,
        [unique],
      )
    ).map((row) => [row.id, row.label]),
  );
  const outcome: BulkOutcome = { changed: 0, unchanged: 0, refused: [] };
  for (const id of unique) {
    try {
      if (change.kind === "spam") {
        await markAsSpam(db, kind, id, { id: staff.id, name: staff.displayName });
        await audit(db, {
          actor: { id: staff.id, email: staff.email },
          clientIp,
          action: "spam.mark",
          target: { type: registerScreens[kind].auditTarget, id },
          detail: {},
        });
        outcome.changed += 1;
      } else if (await performRegisterAction(db, kind, id, change.input, staff, clientIp)) outcome.changed += 1;
      else outcome.unchanged += 1;
    } catch (error) {
      if (!(error instanceof RegisterError)) throw error;
      outcome.refused.push({ label: labels.get(id) ?? "?", why: error.code });
    }
  }
  return outcome;
}
