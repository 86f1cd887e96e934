// What the complainant's tracking page may say about a complaint: its status and its dates
// (received, acknowledged, answered) and the day we promised to answer by; never who handles it,
// the notes or the replies. Found only with the reference and the e-mail address or phone
// number it was made with: a wrong pair and an unknown reference are the same nothing.
import { z } from "zod";
import type { Queryable } from "../../db/client.ts";
import { formatDateTime, formatDay } from "../i18n/dates.ts";
import type { Lang } from "../i18n/lang.ts";
import { keptRoot } from "./merge/merge.server.ts";

const trackedStatuses = ["new", "acknowledged", "in_progress", "waiting", "resolved", "rejected"] as const;

export interface ComplaintProgress {
  reference: string;
  status: (typeof trackedStatuses)[number];
  /** In the visitor's language, Phnom Penh time. */
  receivedAt: string;
  acknowledgedAt: string | null;
  answeredAt: string | null;
  /** The last day of the answer's deadline. */
  answerBy: string | null;
  /** Resolved or rejected: whether the final answer went by e-mail (the page says only what is true); else null. */
  answerEmailed: boolean | null;
  /** The reference asked for, when it was merged into this one (app/register/merge). */
  joinedFrom: string | null;
}

const row = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum([...trackedStatuses, "merged"]),
  email: z.string(),
  phone_number: z.string(),
  created_at: z.string(),
  acknowledged_at: z.string().nullable(),
  answered_at: z.string().nullable(),
  answer_by: z.string().nullable(),
  final_answer: z.enum(["emailed", "not_emailed"]).nullable(),
});

/** A phone number as digits, Cambodia's +855 written as the leading 0. */
function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, "");
  return digits.startsWith("855") ? `0${digits.slice(3)}` : digits;
}

/** Whether `contact` is the complaint's e-mail address or phone number. */
function sameContact(found: { email: string; phone_number: string }, contact: string): boolean {
  const typed = contact.trim();
  if (typed.includes("@")) return typed.toLowerCase() === found.email.trim().toLowerCase();
  const digits = phoneDigits(typed);
  return digits.length >= 6 && digits === phoneDigits(found.phone_number);
}

/** The complaint's progress; with `contact`, only when it is the complaint's (without: a signed link's). */
export async function complaintProgress(
  db: Queryable,
  reference: string,
  lang: Lang,
  contact?: string,
): Promise<ComplaintProgress | null> {
  const instant = (column: string) =>
    `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as ${column}`;
  const read = async (where: string, value: string) => {
    const [found] = await db.query(
      `select id::text, reference, status, email, phone_number,
            ${instant("created_at")}, ${instant("acknowledged_at")}, ${instant("answered_at")},
            to_char((answer_due_at - interval '1 millisecond') at time zone 'Asia/Phnom_Penh', 'YYYY-MM-DD') as answer_by,
            -- Closed before it was kept: e-mailed if a reply went.
            case when status in ('resolved', 'rejected') then coalesce(final_answer,
              case when exists (select 1 from register_events e where e.complaint_id = complaints.id and e.kind = 'reply')
                   then 'emailed' else 'not_emailed' end) end as final_answer
       from complaints where ${where} = $1`,
      [value],
    );
    return found === undefined ? null : row.parse(found);
  };
  const asked = await read("reference", reference);
  if (!asked) return null;
  if (contact !== undefined && !sameContact(asked, contact)) return null;
  // A complaint merged into another shows the one kept; merged into one erased since, nothing.
  const kept = asked.status === "merged" ? await read("id", await keptRoot(db, asked.id)) : asked;
  if (!kept || kept.status === "merged") return null;
  const complaint = { ...kept, status: kept.status };
  const moment = (value: string | null) => value && formatDateTime(value, lang);
  return {
    reference: complaint.reference,
    status: complaint.status,
    receivedAt: formatDateTime(complaint.created_at, lang),
    acknowledgedAt: moment(complaint.acknowledged_at),
    answeredAt: moment(complaint.answered_at),
    answerBy: complaint.answer_by && formatDay(complaint.answer_by, lang, { weekday: true }),
    answerEmailed: complaint.final_answer === null ? null : complaint.final_answer === "emailed",
    joinedFrom: kept === asked ? null : asked.reference,
  };
}
