// The audit log (staff_audit_log, append only: a trigger refuses UPDATE, DELETE and TRUNCATE).
// One row per sign-in attempt and per change staff make: when, who (account id and the e-mail
// it had then), from which address, what, to what, and a small JSON detail. Nothing about the
// public's submissions (complaints, messages) goes into the detail: only ids, roles, reasons.
import type { Queryable } from "../../../db/client.ts";
import { phnomPenhTimeZone } from "../../i18n/dates.ts";

export const auditActions = [
  "sign_in.success",
  "sign_in.failure",
  "sign_in.throttled",
  "sign_out",
  "sign_out.everywhere",
  "password.change",
  "recovery_codes.regenerate",
  "passkey.add",
  "passkey.remove",
  "account.invite",
  "account.roles",
  "account.disable",
  "account.enable",
  "account.reset",
  "setup.password",
  "setup.complete",
  "access.denied",
  "file.opened",
  "register.owner",
  "register.status",
  "register.note",
  "register.reply",
  "register.category",
  "register.merge",
  "register.split",
  "export",
  "delivery.retry",
  "mail.attach",
  "mail.set_aside",
  "spam.release",
  "spam.mark",
  "spam.delete",
  "spam.purge",
  "blocked_sender.add",
  "blocked_sender.remove",
  "register.settings",
  "holiday.save",
  "holiday.load",
  "holiday.remove",
  "category.save",
  "category.retire",
  "category.delete",
  "saved_reply.add",
  "saved_reply.change",
  "saved_reply.delete",
  "search.synonyms_save",
  "search.synonyms_delete",
  "complaint.erase",
  "contact_message.erase",
  "redirect.add",
  "redirect.change",
  "redirect.remove",
  "media.uploaded",
  "media.updated",
  "media.deleted",
  "content.save",
  "content.create",
  "content.restore",
  "content.remove",
  "content.schedule",
  "content.schedule_cancel",
  "content.scheduled_publish",
  "content.scheduled_unpublish",
  "content.checked",
  "content.review_send",
  "content.review_approve",
  "content.review_return",
] as const;
export type AuditAction = (typeof auditActions)[number];

export interface AuditActor {
  id: string | null;
  email: string | null;
}

/** Who acts when no staff member does: the command line (staff:invite), or the server on its own (a schedule). */
export const commandLineActor: AuditActor = { id: null, email: "command line" };
export const systemActor: AuditActor = { id: null, email: "system" };

export interface AuditEntry {
  actor: AuditActor | null;
  clientIp: string;
  action: AuditAction;
  target?: {
    type:
      | "account"
      | "complaint"
      | "contact_message"
      | "delivery"
      | "content"
      | "media"
      | "saved_reply"
      | "search"
      | "redirect";
    id: string;
  };
  detail?: Record<string, string | number | boolean | null | string[]>;
  now?: Date;
}

export async function audit(
  db: Queryable,
  { actor, clientIp, action, target, detail = {}, now = new Date() }: AuditEntry,
): Promise<void> {
  await db.query(
    `insert into staff_audit_log (at, actor_id, actor_email, client_ip, action, target_type, target_id, detail)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      now,
      actor?.id ?? null,
      actor?.email?.slice(0, 254) ?? null,
      clientIp,
      action,
      target?.type ?? null,
      target?.id ?? null,
      JSON.stringify(detail),
    ],
  );
}

export interface AuditRow {
  id: string;
  at: Date;
  actorId: string | null;
  actorEmail: string | null;
  clientIp: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  detail: Record<string, unknown>;
}

export interface AuditFilter {
  /** Part of the actor's e-mail or name. */
  who?: string;
  action?: AuditAction;
  /** Days in Cambodia's time (YYYY-MM-DD), both included. */
  from?: string;
  to?: string;
  /** Keyset paging: rows older than this id. */
  before?: string;
  /** Leave out signing in and out, which are most of the log. */
  hideSignIns?: boolean;
}

const auditPageSize = 50;

/** The newest rows matching `filter` (a page of them), and the cursor of the next page. */
export async function listAudit(
  db: Queryable,
  filter: AuditFilter,
  limit = auditPageSize,
): Promise<{ rows: AuditRow[]; nextBefore: string | null }> {
  const rows = await db.query<{
    id: string;
    at: Date;
    actor_id: string | null;
    actor_email: string | null;
    client_ip: string;
    action: string;
    target_type: string | null;
    target_id: string | null;
    detail: Record<string, unknown>;
  }>(
    `select id::text, at, actor_id, actor_email, client_ip, action, target_type, target_id, detail
       from staff_audit_log
      where ($1::text is null or strpos(actor_email, $1) > 0
             or exists (select 1 from staff_accounts a where a.id = actor_id and strpos(lower(a.display_name), $1) > 0))
        and ($2::text is null or action = $2)
        and ($3::date is null or at >= ($3::date)::timestamp at time zone '${phnomPenhTimeZone}')
        and ($4::date is null or at < ($4::date + 1)::timestamp at time zone '${phnomPenhTimeZone}')
        and ($5::bigint is null or id < $5)
        and not ($7 and (action like 'sign\\_in.%' or action like 'sign\\_out%'))
      order by staff_audit_log.id desc
      limit $6`,
    [
      filter.who?.trim().toLowerCase() || null,
      filter.action ?? null,
      filter.from || null,
      filter.to || null,
      filter.before ?? null,
      limit + 1,
      filter.hideSignIns ?? false,
    ],
  );
  const page = rows.slice(0, limit).map((row) => ({
    id: row.id,
    at: new Date(row.at),
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    clientIp: row.client_ip,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    detail: typeof row.detail === "string" ? (JSON.parse(row.detail) as Record<string, unknown>) : row.detail,
  }));
  return { rows: page, nextBefore: rows.length > limit ? page.at(-1)!.id : null };
}
