// A record page's actions done (app/admin/register/register-record.tsx reads and checks the form):
// each through workflow.server.ts, then written to the audit log with ids only (nothing the
// public wrote goes into the audit log).
import type { Db } from "../../../db/client.ts";
import { audit } from "../staff/audit.server.ts";
import type { StaffMember } from "../../staff-session/sessions.server.ts";
import { registerScreens, type RegisterStatus } from "./kinds.ts";
import { emailReply } from "./replies.server.ts";
import { addNote, addReply, assignOwner, changeStatus } from "./workflow.server.ts";
import type { RegisterKind, StatusOf } from "./workflow.ts";

export type RegisterActionInput =
  | { intent: "owner"; take: "me" | "nobody"; expectedOwner?: string }
  | { intent: "status"; to: RegisterStatus; outcomeNote?: string }
  | { intent: "note"; text: string }
  | { intent: "reply"; text: string };

/** Does one action as `staff` (RegisterErrors are the caller's to show); false when it changed nothing. */
export async function performRegisterAction(
  db: Db,
  kind: RegisterKind,
  id: string,
  input: RegisterActionInput,
  staff: StaffMember,
  clientIp: string,
): Promise<boolean> {
  const actor = { id: staff.id, name: staff.displayName };
  let detail: Record<string, string | null>;
  switch (input.intent) {
    case "owner": {
      const expectedOwner = input.expectedOwner ?? null;
      const to = input.take === "me" ? actor : null;
      if (!(await assignOwner(db, kind, id, to, actor, { expectedOwner }))) return false;
      detail = { from: expectedOwner, to: to?.id ?? null };
      break;
    }
    case "status": {
      const change = await changeStatus(db, kind, id, input.to as StatusOf<typeof kind>, actor, {
        outcomeNote: input.outcomeNote,
      });
      detail = { from: change.from, to: change.to };
      break;
    }
    case "note":
      detail = { event: (await addNote(db, kind, id, input.text, actor)).id };
      break;
    case "reply":
      detail = { event: (await addReply(db, kind, id, input.text, actor, { deliver: emailReply[kind] })).id };
      break;
  }
  await audit(db, {
    actor: { id: staff.id, email: staff.email },
    clientIp,
    action: `register.${input.intent}`,
    target: { type: registerScreens[kind].auditTarget, id },
    detail,
  });
  return true;
}
