// The register's statuses and the moves between them: the one place that says which status
// may follow which (the write functions in workflow.server.ts ask canMove; the database only
// checks that a status is one of these and consistent with its timestamps). Shared with the
// screens, which offer only the moves allowed.

// "merged": joined to another complaint (merge.server.ts), reached and left only by merging and splitting.
export const complaintStatuses = [
  "new",
  "acknowledged",
  "in_progress",
  "waiting",
  "resolved",
  "rejected",
  "merged",
] as const;
export type ComplaintStatus = (typeof complaintStatuses)[number];

export const contactMessageStatuses = ["new", "answered", "closed"] as const;
export type ContactMessageStatus = (typeof contactMessageStatuses)[number];

export type RegisterKind = "complaint" | "contactMessage";
export type StatusOf<K extends RegisterKind> = K extends "complaint" ? ComplaintStatus : ContactMessageStatus;

export const transitions: { [K in RegisterKind]: Record<StatusOf<K>, readonly StatusOf<K>[]> } = {
  complaint: {
    new: ["acknowledged"],
    acknowledged: ["in_progress"],
    // Waiting for the complainant's answer, which brings it back (mailbox/store.server.ts).
    in_progress: ["waiting", "resolved", "rejected"],
    waiting: ["in_progress", "resolved", "rejected"],
    resolved: [],
    rejected: [],
    merged: [],
  },
  contactMessage: {
    new: ["answered", "closed"],
    answered: [],
    closed: [],
  },
};

/** Statuses that close a case: they set answered_at. Resolved and rejected need an outcome note. */
export const finalStatuses: { [K in RegisterKind]: readonly StatusOf<K>[] } = {
  complaint: ["resolved", "rejected"],
  contactMessage: ["answered", "closed"],
};
export const outcomeRequired: { [K in RegisterKind]: readonly StatusOf<K>[] } = {
  complaint: ["resolved", "rejected"],
  contactMessage: [],
};

export const openComplaintStatuses = complaintStatuses.filter(
  (status) => status !== "merged" && !finalStatuses.complaint.includes(status),
);

export function canMove<K extends RegisterKind>(kind: K, from: StatusOf<K>, to: StatusOf<K>): boolean {
  return (transitions[kind] as Record<string, readonly string[]>)[from]?.includes(to) ?? false;
}

export function isStatus<K extends RegisterKind>(kind: K, value: unknown): value is StatusOf<K> {
  return (kind === "complaint" ? complaintStatuses : contactMessageStatuses).includes(value as never);
}

/** Who does something: a staff account's id and its name at that moment (kept in the timeline); checked by actorSchema (actor.server.ts). */
export interface Actor {
  id: string;
  name: string;
}

/** "merged": a complaint merged into another takes no more work (app/register/merge). */
export type RegisterErrorCode = "not_found" | "move_refused" | "invalid" | "merged";

/** A refusal the screens show: the record is gone, the move is not allowed, or an input is wrong. */
export class RegisterError extends Error {
  readonly code: RegisterErrorCode;
  constructor(code: RegisterErrorCode, message: string) {
    super(message);
    this.name = "RegisterError";
    this.code = code;
  }
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === "string" && uuidPattern.test(value);

/** Text limits of what staff write. */
export const textLimits = { note: 10_000, reply: 20_000, outcome: 5_000 } as const;
