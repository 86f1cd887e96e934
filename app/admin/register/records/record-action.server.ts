// A record page's actions done (app/admin/register/register-record.tsx reads and checks the form):
// each through workflow.server.ts, then written to the audit log with ids only (nothing the
// public wrote goes into the audit log).
import type { Db, Queryable } from "../../../../db/client.ts";
import { audit } from "../../staff/audit.server.ts";
import type { StaffMember } from "../../../staff-session/sessions.server.ts";
import { registerScreens, type RegisterStatus } from "../kinds.ts";
import { emailReply } from "./replies.server.ts";
import { enqueue } from "../../../register/jobs.ts";
import { registerStaff } from "../../../register/owners.server.ts";
import { mentionedIn } from "../../../register/mentions.ts";
import { addNote, addReply, assignOwner, changeStatus, setCategory } from "../../../register/workflow.server.ts";
import { mergeComplaint, splitComplaint } from "../../../register/merge/merge.server.ts";
import { RegisterError, type Actor, type RegisterKind, type StatusOf } from "../../../register/workflow.ts";

/** Who gets a record: its actor ("me"), nobody, or a colleague who keeps the register (an active account with the complaints role). */
async function newOwner(db: Db, take: string, actor: Actor): Promise<Actor | null> {
  if (take === "me") return actor;
  if (take === "nobody") return null;
  const colleague = (await registerStaff(db)).find((member) => member.id === take);
  if (!colleague) throw new RegisterError("invalid", "only an active colleague with the complaints role can own it");
  return colleague;
}

export type RegisterActionInput =
  | {
      intent: "owner";
      take: string;
      /** The owner the page showed (absent: nobody); refused if it changed since. */
      expectedOwner?: string;
      /** Whoever owns it now (the list's bulk change, where the owner is one column among many). */
      anyOwner?: true;
    }
  | {
      intent: "status";
      to: RegisterStatus;
      outcomeNote?: string;
      /** A complaint closed: its final answer e-mailed (`answer`), or not (`noEmailReason`). */
      finalAnswer?: "email" | "none";
      answer?: string;
      noEmailReason?: string;
    }
  | { intent: "note"; text: string }
  | { intent: "reply"; text: string; then?: RegisterStatus; outcomeNote?: string }
  | { intent: "category"; categoryId?: string }
  | { intent: "merge" | "split"; source: string };

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
      const expectedOwner = input.anyOwner ? undefined : (input.expectedOwner ?? null);
      const to = await newOwner(db, input.take, actor);
      // A colleague given it hears so by e-mail, sent only if the change is made.
      const then =
        to && to.id !== actor.id
          ? (tx: Queryable) => {
              const assignment = { assigneeId: to.id, byName: actor.name };
              return kind === "complaint"
                ? enqueue(tx, "complaint.assigned", { complaintId: id, ...assignment })
                : enqueue(tx, "contact.assigned", { contactMessageId: id, ...assignment });
            }
          : undefined;
      if (!(await assignOwner(db, kind, id, to, actor, { expectedOwner, then }))) return false;
      detail = { from: expectedOwner ?? null, to: to?.id ?? null };
      break;
    }
    case "status": {
      const to = input.to as StatusOf<typeof kind>;
      // The final answer e-mailed is a reply that moves the complaint, both or neither.
      if (input.finalAnswer === "email" && input.answer) {
        const reply = await addReply(db, kind, id, input.answer, actor, {
          deliver: emailReply[kind],
          then: { to, outcomeNote: input.outcomeNote },
        });
        detail = { event: reply.id, from: reply.moved!.from, to: reply.moved!.to };
        break;
      }
      const change = await changeStatus(db, kind, id, to, actor, {
        outcomeNote: input.outcomeNote,
        noEmailReason: input.noEmailReason,
      });
      detail = { from: change.from, to: change.to };
      break;
    }
    case "note": {
      // Colleagues named with @ hear of it, the note and its e-mails stored together.
      const colleagues = (await registerStaff(db)).filter((colleague) => colleague.id !== actor.id);
      const tell = async (tx: Queryable, note: { id: string; text: string }) => {
        for (const colleague of mentionedIn(note.text, colleagues)) {
          const mention = { assigneeId: colleague.id, byName: actor.name, noteId: note.id };
          if (kind === "complaint") await enqueue(tx, "complaint.mentioned", { complaintId: id, ...mention });
          else await enqueue(tx, "contact.mentioned", { contactMessageId: id, ...mention });
        }
      };
      detail = { event: (await addNote(db, kind, id, input.text, actor, tell)).id };
      break;
    }
    case "reply": {
      const then = input.then && { to: input.then as StatusOf<typeof kind>, outcomeNote: input.outcomeNote };
      const reply = await addReply(db, kind, id, input.text, actor, { deliver: emailReply[kind], then });
      detail = { event: reply.id, ...(reply.moved && { from: reply.moved.from, to: reply.moved.to }) };
      break;
    }
    case "category":
      if (kind !== "complaint") throw new RegisterError("invalid", "only complaints have a category");
      if (!(await setCategory(db, id, input.categoryId ?? null, actor))) return false;
      detail = { to: input.categoryId ?? null };
      break;
    case "merge":
    case "split":
      if (kind !== "complaint") throw new RegisterError("invalid", "only complaints are merged");
      await (input.intent === "merge" ? mergeComplaint : splitComplaint)(db, input.source, id, actor);
      detail = { source: input.source };
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
