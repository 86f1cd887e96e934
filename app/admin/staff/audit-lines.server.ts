// The audit log in words (issue 31: no JSON anywhere in the back office): what each entry
// records, what it was done to (with a link to it while it exists), and its details, in the
// interface's language. Put together on the server for a page of entries, with one read per
// kind of target.
import type { Queryable } from "../../../db/client.ts";
import { formatDateTime, formatDay } from "../../i18n/dates.ts";
import { fill, fillCount } from "../../i18n/fill.ts";
import { withLang, type Lang } from "../../i18n/lang.ts";
import { editableNamed } from "../../content/areas.server.ts";
import { recordLabels } from "../../register/records.server.ts";
import { viewOf } from "../../content/model/entity.ts";
import type { StaffRole } from "../../staff-session/roles.ts";
import { placeOf } from "../content/paths.ts";
import { formatBytes } from "../../uploads/file-size.ts";
import { adminRegisterStrings } from "../register/strings.ts";
import { adminStrings, roleName } from "../kit/strings.ts";
import { auditActionWords, auditDetailWords } from "./audit-strings.ts";
import { auditActions, commandLineActor, systemActor, type AuditAction, type AuditRow } from "./audit.server.ts";

export interface AuditLine {
  id: string;
  at: string;
  who: string | null;
  clientIp: string;
  what: string;
  target: { text: string; href: string | null } | null;
  detail: string | null;
}

/** What the entries of a page point at, read at once: names of accounts, references of complaints, … */
interface Known {
  accounts: Map<string, string>;
  complaints: Map<string, string>;
  messages: Map<string, string>;
  media: Map<string, string>;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function readKnown(db: Queryable, rows: readonly AuditRow[]): Promise<Known> {
  const ids = (type: string, extra: (row: AuditRow) => unknown[] = () => []) => [
    ...new Set(
      rows
        .flatMap((row) => [row.targetType === type ? row.targetId : null, ...extra(row)])
        .filter((id): id is string => typeof id === "string" && uuid.test(id)),
    ),
  ];
  const owners = (row: AuditRow) => (row.action === "register.owner" ? [row.detail.from, row.detail.to] : []);
  const read = async (sql: string, list: string[]) =>
    new Map(
      list.length === 0
        ? []
        : (await db.query<{ id: string; text: string }>(sql, [list])).map((row) => [row.id, row.text] as const),
    );
  const [accounts, complaints, messages, media] = await Promise.all([
    read(
      "select id::text, display_name || ' (' || email || ')' as text from staff_accounts where id = any($1::uuid[])",
      ids("account", (row) => [...owners(row), row.actorId]),
    ),
    recordLabels(db, "complaint", ids("complaint")),
    recordLabels(db, "contact_message", ids("contact_message")),
    read("select id::text, name as text from media where id = any($1::uuid[])", ids("media")),
  ]);
  return { accounts, complaints, messages, media };
}

function targetOf(row: AuditRow, known: Known, ui: Lang): AuditLine["target"] {
  const w = auditDetailWords[ui];
  const id = row.targetId;
  if (!id) return null;
  const link = (text: string | undefined, path: string) =>
    text === undefined ? { text: w.erasedRecord, href: null } : { text, href: withLang(path, ui) };
  switch (row.targetType) {
    case "account":
      return link(known.accounts.get(id), `/admin/accounts/${id}`);
    case "complaint":
      return link(known.complaints.get(id), `/admin/complaints/${id}`);
    case "contact_message": {
      const at = known.messages.get(id);
      return link(at && fill(w.messageOf, { when: formatDateTime(at, ui) }), `/admin/messages/${id}`);
    }
    case "media":
      return link(known.media.get(id), `/admin/media/${id}`);
    case "delivery":
      return { text: w.delivery, href: withLang("/admin/deliveries", ui) };
    case "saved_reply":
      return { text: w.savedReplies, href: withLang("/admin/saved-replies", ui) };
    case "redirect":
      return { text: w.redirects, href: withLang("/admin/redirects", ui) };
    case "content": {
      const [entity = "", ...rest] = id.split("/");
      const key = rest.join("/");
      const definition = editableNamed(entity)?.definition;
      if (!definition) return { text: id, href: null };
      return {
        text: fill(w.item, { entity: definition.label[ui], item: key }),
        href: withLang(`/admin/content/${entity}/${key}`, ui),
      };
    }
    default:
      return { text: id, href: null };
  }
}

const text = (value: unknown) => (typeof value === "string" ? value : null);
const count = (value: unknown) => (typeof value === "number" ? value : null);
const roleList = (value: unknown, ui: Lang) =>
  Array.isArray(value)
    ? value
        .filter((role): role is StaffRole => typeof role === "string" && role in roleName)
        .map((role) => adminStrings[ui][roleName[role]])
        .join(", ")
    : null;

/** The changed fields of a content entry, by their labels: three, then how many more. */
function changedFields(row: AuditRow, ui: Lang): string | null {
  const w = auditDetailWords[ui];
  const changes = count(row.detail.changes);
  const fields = Array.isArray(row.detail.fields) ? row.detail.fields.filter((field) => typeof field === "string") : [];
  if (changes === null || changes === 0) return null;
  const definition = editableNamed(row.targetId?.split("/")[0])?.definition;
  const places = definition ? fields.map((path) => placeOf(viewOf(definition).record, path, ui)) : [];
  const shown = places.slice(0, 3);
  const more = changes - shown.length;
  const list = more > 0 ? [...shown, fillCount(w, "andMore", more)] : shown;
  return fillCount(w, "changes", changes, { fields: list.join("; ") });
}

function detailOf(row: AuditRow, known: Known, ui: Lang): string | null {
  const w = auditDetailWords[ui];
  const d = row.detail;
  switch (row.action as AuditAction) {
    case "sign_in.success":
      return d.factor === "recovery_code"
        ? w.factorRecovery
        : d.factor === "totp"
          ? w.factorTotp
          : d.factor === "setup"
            ? w.factorSetup
            : null;
    case "sign_in.failure": {
      const key = `reason_${text(d.reason)}`;
      return key in w ? w[key as keyof typeof w] : null;
    }
    case "access.denied": {
      const page = text(d.route);
      if (!page) return null;
      const role = roleList([d.required], ui);
      return role ? fill(w.deniedPage, { page, role }) : fill(w.deniedPageUndeclared, { page });
    }
    case "account.invite": {
      const roles = roleList(d.roles, ui);
      return roles && fill(w.roles, { roles });
    }
    case "account.roles": {
      const [from, to] = [roleList(d.from, ui), roleList(d.to, ui)];
      return from !== null && to !== null ? fill(w.rolesChange, { from, to }) : null;
    }
    case "file.opened":
      return d.mode === "preview" ? w.fileView : w.fileDownload;
    case "register.owner": {
      const name = (id: unknown) => (typeof id === "string" ? (known.accounts.get(id) ?? w.erasedRecord) : w.nobody);
      return fill(w.ownerChange, { from: name(d.from), to: name(d.to) });
    }
    case "register.status": {
      const status = (value: unknown) => {
        const key = `status_${text(value)}`;
        const words = adminRegisterStrings[ui];
        return key in words ? words[key as keyof typeof words] : null;
      };
      const [from, to] = [status(d.from), status(d.to)];
      return from && to ? fill(w.statusChange, { from, to }) : null;
    }
    case "export": {
      const [from, to, rows] = [text(d.from), text(d.to), count(d.rows)];
      return from && to && rows !== null
        ? fill(w.report, { from: formatDay(from, ui), to: formatDay(to, ui), rows: fillCount(w, "rows", rows) })
        : null;
    }
    case "register.settings":
      return [d.ackWorkingDays, d.answerWorkingDays].every((days) => typeof days === "number")
        ? fill(w.deadlines, {
            ack: String(d.ackWorkingDays),
            ackBefore: String(d.previousAckWorkingDays ?? "—"),
            answer: String(d.answerWorkingDays),
            answerBefore: String(d.previousAnswerWorkingDays ?? "—"),
          })
        : null;
    case "category.save": {
      const name = text(ui === "km" ? d.nameKm : d.nameEn);
      return name && fill(w.media, { name });
    }
    case "holiday.save":
    case "holiday.remove": {
      const day = text(d.day);
      if (!day) return null;
      const name = text(ui === "km" ? d.nameKm : d.nameEn);
      return name ? fill(w.holiday, { day: formatDay(day, ui), name }) : formatDay(day, ui);
    }
    case "holiday.load": {
      const [days, years] = [count(d.days), Array.isArray(d.years) ? d.years.map(String) : null];
      return days === null || !years
        ? null
        : fillCount(w, "holidaysLoaded", days, { years: years.join(ui === "km" ? " និង " : " and ") });
    }
    case "complaint.erase": {
      const [reference, files, kept] = [text(d.reference), count(d.files), count(d.filesNotRemoved)];
      if (!reference || files === null) return null;
      const erased = fill(w.erased, { reference, files });
      return kept ? `${erased}; ${fill(w.filesNotRemoved, { count: kept })}` : erased;
    }
    case "media.uploaded": {
      const [name, bytes] = [text(d.name), count(d.bytes)];
      return (
        name && (bytes === null ? fill(w.media, { name }) : fill(w.mediaUpload, { name, size: formatBytes(bytes) }))
      );
    }
    case "saved_reply.add":
    case "saved_reply.change":
    case "saved_reply.delete":
    case "media.updated": {
      const name = text(d.name ?? d.title);
      return name && fill(w.media, { name });
    }
    case "redirect.add":
    case "redirect.change":
    case "redirect.remove": {
      const [from, to] = [text(d.from), text(d.to)];
      return from && (to ? fill(w.redirect, { from, to }) : from);
    }
    case "media.deleted": {
      const [name, original] = [text(d.name), text(d.originalName)];
      return name && (original ? fill(w.mediaDeleted, { name, original }) : fill(w.media, { name }));
    }
    case "content.restore": {
      const revision = d.revision ?? null;
      const changes = changedFields(row, ui);
      const again = revision === null ? null : fill(w.restoredFrom, { revision: String(revision) });
      return [again, changes].filter(Boolean).join("; ") || null;
    }
    case "content.save":
    case "content.create":
    case "content.remove":
    case "content.scheduled_publish":
    case "content.scheduled_unpublish":
      return changedFields(row, ui);
    case "content.schedule": {
      const at = text(d.at);
      if (!at) return null;
      return fill(d.scheduled === "unpublish" ? w.scheduleUnpublish : w.schedulePublish, {
        when: formatDateTime(at, ui),
      });
    }
    case "content.checked":
    case "content.review_send":
    case "content.review_approve":
    case "content.review_return": {
      const lang = d.lang === "km" ? w.khmer : d.lang === "en" ? w.english : null;
      const what = text(d.field) ?? text(d.note) ?? "";
      return lang && (what ? fill(w.inLanguage, { lang, what }) : lang);
    }
    default:
      return null;
  }
}

/** Who did it: a staff member by name and e-mail; the command line or the system in words; else the e-mail typed (a failed sign-in). */
function whoOf(row: AuditRow, known: Known, ui: Lang): string | null {
  const account = row.actorId ? known.accounts.get(row.actorId) : undefined;
  if (account) return account;
  const w = auditDetailWords[ui];
  if (row.actorId === null && row.actorEmail === commandLineActor.email) return w.byCommandLine;
  if (row.actorId === null && row.actorEmail === systemActor.email) return w.bySystem;
  return row.actorEmail;
}

/** A page of the audit log, in words, in the interface's language `ui`. */
export async function auditLines(db: Queryable, rows: readonly AuditRow[], ui: Lang): Promise<AuditLine[]> {
  const known = await readKnown(db, rows);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    who: whoOf(row, known, ui),
    clientIp: row.clientIp,
    what: (auditActions as readonly string[]).includes(row.action)
      ? auditActionWords[ui][row.action as AuditAction]
      : row.action,
    target: targetOf(row, known, ui),
    detail: detailOf(row, known, ui),
  }));
}

/** The choices of the log's "What" filter, in words. */
export const auditActionChoices = (ui: Lang) =>
  auditActions.map((action) => ({ value: action, label: auditActionWords[ui][action] }));
