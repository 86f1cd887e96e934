// The two kinds of record the register's screens show, described as data: one list and one
// record page (app/admin/register/register-list.tsx, register-record.tsx and the pieces in
// app/admin/register/) serve both, asking this table what a kind has. Shared by
// the server and the browser.
import {
  complaintStatuses,
  contactMessageStatuses,
  finalStatuses,
  outcomeRequired,
  transitions,
  type ComplaintStatus,
  type ContactMessageStatus,
  type RegisterKind,
} from "../../register/workflow.ts";

export type RegisterStatus = ComplaintStatus | ContactMessageStatus;

export interface RegisterScreenKind {
  kind: RegisterKind;
  /** The list's path; a record's page is `${path}/${id}`. */
  path: string;
  statuses: readonly RegisterStatus[];
  /** Has a reference (CMP-2026-000042), deadlines with an overdue filter and order, a source (site or API), files. */
  reference: boolean;
  deadlines: boolean;
  source: boolean;
  files: boolean;
  /** An admin can erase one on the person's request (a page of its own, `${path}/${id}/erase`). */
  erasable: boolean;
  /** The audit log's target type. */
  auditTarget: "complaint" | "contact_message";
}

export const registerScreens: Record<RegisterKind, RegisterScreenKind> = {
  complaint: {
    kind: "complaint",
    path: "/admin/complaints",
    statuses: complaintStatuses,
    reference: true,
    deadlines: true,
    source: true,
    files: true,
    erasable: true,
    auditTarget: "complaint",
  },
  contactMessage: {
    kind: "contactMessage",
    path: "/admin/messages",
    statuses: contactMessageStatuses,
    reference: false,
    deadlines: false,
    source: false,
    files: false,
    erasable: true,
    auditTarget: "contact_message",
  },
};

/** The kind whose list or record a path or route pattern ("/admin/complaints/:id") is of. */
export function kindOfPath(path: string): RegisterKind {
  const kind = (Object.keys(registerScreens) as RegisterKind[]).find((key) =>
    new RegExp(`^${registerScreens[key].path}(/|$)`).test(`/${path.replace(/^\/+/, "")}`),
  );
  if (!kind) throw new Error(`${path} is not a register page`);
  return kind;
}

/** The statuses a record may move to from `status`, as workflow.ts's table allows. */
export const nextStatuses = (kind: RegisterKind, status: RegisterStatus): readonly RegisterStatus[] =>
  (transitions[kind] as Record<string, readonly RegisterStatus[]>)[status] ?? [];

export const isFinal = (kind: RegisterKind, status: RegisterStatus) =>
  (finalStatuses[kind] as readonly string[]).includes(status);
export const needsOutcome = (kind: RegisterKind, status: RegisterStatus) =>
  (outcomeRequired[kind] as readonly string[]).includes(status);
