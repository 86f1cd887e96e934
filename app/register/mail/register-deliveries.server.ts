// The register's e-mails: the complainant's acknowledgement (which acknowledges the complaint
// once the mail server takes it), staff replies to complainants and senders, a colleague told
// they were given a record, the owner told of the complainant's answer, and the team's daily
// digest. Their words are in strings.ts; their kinds in app/register/jobs.ts.
import { z } from "zod";
import type { Queryable } from "../../../db/client.ts";
import { formatDay } from "../../i18n/dates.ts";
import { fill } from "../../i18n/fill.ts";
import { parseLang, type Lang } from "../../i18n/lang.ts";
import type { DeliveryOptions, Handlers } from "../../outbox/jobs.ts";
import { inTwoLanguages, messageIdFor, siteLink } from "../../outbox/mail.ts";
import type { registerJobs } from "../jobs.ts";
import { mailedComplaint, mailedContactMessage } from "../records.server.ts";
import { signedStatusLink } from "../signed-link.server.ts";
import { readDigest, type DigestItem } from "../digest.server.ts";
import { inTemplate, replyMail, type ReplyAddressee } from "../reply-mail.ts";
import { acknowledgedByEmail } from "../workflow.server.ts";
import { lastDayOf } from "../working-days.ts";
import {
  ackMailStrings,
  answeredMailStrings,
  assignedMailStrings,
  digestMailStrings,
  mentionedMailStrings,
  mergedMailStrings,
  ratedMailStrings,
} from "./strings.ts";
import { ratingLinks } from "../ratings/ratings.server.ts";
import type { Rating } from "../ratings/ratings.ts";

type RegisterMailJobs = Omit<
  typeof registerJobs,
  "contact.email" | "contact.forward" | "complaint.email" | "complaint.forward"
>;

const replyRow = z.object({ text: z.string(), company: z.string() });

/** A reply's text, as the back office kept it in the record's timeline, and the company's name in the record's language. */
async function reply(
  db: Queryable,
  record: "complaint_id" | "contact_message_id",
  recordId: string,
  replyId: string,
  lang: string,
) {
  const [row] = await db.query(
    `select e.detail->>'text' as text, coalesce((select company_name from site where site.lang = $3), '') as company
       from register_events e where e.id = $1 and e.${record} = $2 and e.kind = 'reply'`,
    [replyId, recordId, lang],
  );
  if (!row) throw new Error(`reply ${replyId} of ${recordId} not found`);
  return replyRow.parse(row);
}

/** A complaint's owner while active, else every active member of the complaints team. */
const recipientsSql = `coalesce((select array_agg(s.email order by s.email) from staff_accounts s
   where s.status = 'active' and (s.id = c.owner_id or (c.owner_id is null and 'complaints' = any(s.roles)))), '{}')`;

const answerRow = z.object({
  reference: z.string(),
  full_name: z.string(),
  from_address: z.string(),
  body: z.string(),
  files: z.number(),
  refused: z.array(z.object({ name: z.string() })),
  recipients: z.array(z.string()),
});

/** The colleague given a record, while their account is active (else nobody is told). */
async function assignee(db: Queryable, id: string): Promise<string | null> {
  const [row] = await db.query<{ email: string }>(
    `select email from staff_accounts where id = $1 and status = 'active'`,
    [id],
  );
  return row?.email ?? null;
}

/** Who hears of a complaint's bad rating: as of its answers. Null when it is gone (erased). */
async function ratedBy(db: Queryable, complaintId: string) {
  const [row] = await db.query<{ reference: string; full_name: string; recipients: string[] }>(
    `select c.reference, c.full_name, ${recipientsSql} as recipients from complaints c where c.id = $1`,
    [complaintId],
  );
  return row ?? null;
}

/** The complainant's answer, and who hears of it: the complaint's owner while active, else every active member of the complaints team. */
async function answer(db: Queryable, complaintId: string, mailId: string) {
  const [row] = await db.query(
    `select c.reference, c.full_name, m.from_address, m.body, m.refused_files as refused,
            (select count(*)::int from complaint_files f where f.inbound_mail_id = m.id) as files,
            ${recipientsSql} as recipients
       from inbound_mail m join complaints c on c.id = m.complaint_id
      where m.id = $1 and c.id = $2`,
    [mailId, complaintId],
  );
  if (!row) throw new Error(`answer ${mailId} of complaint ${complaintId} not found`);
  return answerRow.parse(row);
}

export function registerDeliveries({
  mailer,
  from,
  contactTo,
  complaintTo,
  siteUrl,
  plusAddressing = false,
}: DeliveryOptions): Handlers<RegisterMailJobs> {
  /** Where a complainant's answer goes: the team's address, tagged with the reference when plus-addressing is on. */
  const complaintReplyTo = (reference: string) =>
    plusAddressing ? complaintTo.replace(/^([^@+]+)(?:\+[^@]*)?@/, `$1+${reference}@`) : complaintTo;
  /**
   * A staff member's reply, in the sender's language, as the reply form previewed it
   * (app/register/reply-mail.ts): the text as written, greeting and signature included,
   * then how to answer. A reply queued before the form held the greeting gets them around it.
   */
  const sendReply = async (
    jobId: string,
    whole: boolean | undefined,
    mail: ReplyAddressee & { to: string; replyTo: string; text: string; rating?: Record<Rating, string> },
  ) => {
    const composed = replyMail(mail, whole ? mail.text : inTemplate(mail, mail.text), mail.rating);
    await mailer.send({
      messageId: messageIdFor(jobId, from),
      from,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: composed.subject,
      text: composed.text,
    });
  };
  /**
   * A colleague told, while their account is active, in English then Khmer, with the record's
   * address in the back office: "{by} gave you …" (assignedMailStrings), or "{by} mentioned you …"
   * with the note (mentionedMailStrings). A complaint has a reference, a contact message none.
   */
  const sendToColleague = async (
    db: Queryable,
    jobId: string,
    { assigneeId, byName }: { assigneeId: string; byName: string },
    path: string,
    record: { name: string; reference?: string },
    strings: typeof assignedMailStrings | typeof mentionedMailStrings,
    quoted: string[] = [],
  ) => {
    const to = await assignee(db, assigneeId);
    if (!to) return;
    const values = { by: byName, reference: "", ...record };
    const link = siteLink(siteUrl, path);
    const body = (lang: Lang) => {
      const t = strings[lang];
      return [fill(record.reference ? t.complaint : t.message, values), ...quoted, "", t.open, link];
    };
    const t = strings.en;
    await mailer.send({
      messageId: messageIdFor(jobId, from),
      from,
      to,
      subject: fill(record.reference ? t.subjectComplaint : t.subjectMessage, values),
      text: inTwoLanguages(body("en"), body("km"), [t.automatic, strings.km.automatic]),
    });
  };
  /** A note's text, quoted as an e-mail quotes (null: erased since). */
  const quotedNote = async (db: Queryable, noteId: string): Promise<string[] | null> => {
    const [row] = await db.query<{ text: string }>(
      `select detail->>'text' as text from register_events where id = $1 and kind = 'note'`,
      [noteId],
    );
    return row ? ["", ...row.text.split("\n").map((line) => `> ${line}`)] : null;
  };
  return {
    /**
     * The visitor's acknowledgement, in the language of the page they wrote from. Once the mail
     * server has taken it, the complaint is acknowledged.
     */
    "complaint.ack": async (payload, db, jobId) => {
      const record = await mailedComplaint(db, payload.complaintId);
      const t = ackMailStrings[parseLang(record.lang)];
      const values = {
        name: record.full_name,
        reference: record.reference,
        company: record.company,
        files: record.files.map((file) => file.original_name).join(", "),
        link: await signedStatusLink(db, siteUrl, record.reference, parseLang(record.lang)),
      };
      await mailer.send({
        messageId: messageIdFor(jobId, from),
        from,
        to: record.email,
        replyTo: complaintReplyTo(record.reference),
        subject: fill(t.subject, values),
        text: [
          ...[t.greeting, "", t.received, "", t.next, "", t.follow, "{link}", ""],
          ...[...(record.files.length > 0 ? [t.files, ""] : []), t.closing, t.signature, "", "--", t.automatic],
        ]
          .map((line) => fill(line, values))
          .join("\n"),
      });
      await acknowledgedByEmail(db, payload.complaintId);
    },

    /** The complainant hears once, in their language, under which reference a merged complaint goes on. */
    "complaint.merged": async (payload, db, jobId) => {
      const record = await mailedComplaint(db, payload.complaintId);
      const [kept] = await db.query<{ reference: string }>(
        `select k.reference from complaints c join complaints k on k.id = c.merged_into where c.id = $1 and k.id = $2`,
        [payload.complaintId, payload.keptId],
      );
      // Split back or erased since: nothing to tell.
      if (!kept) return;
      const lang = parseLang(record.lang);
      const t = mergedMailStrings[lang];
      const values = {
        name: record.full_name,
        merged: record.reference,
        kept: kept.reference,
        company: record.company,
        link: await signedStatusLink(db, siteUrl, kept.reference, lang),
      };
      await mailer.send({
        messageId: messageIdFor(jobId, from),
        from,
        to: record.email,
        replyTo: complaintReplyTo(kept.reference),
        subject: fill(t.subject, values),
        text: [t.greeting, "", t.merged, "", t.next, "{link}", "", t.closing, t.signature, "", "--", t.automatic]
          .map((line) => fill(line, values))
          .join("\n"),
      });
    },

    "contact.reply": async (payload, db, jobId) => {
      const message = await mailedContactMessage(db, payload.contactMessageId);
      const { text, company } = await reply(
        db,
        "contact_message_id",
        payload.contactMessageId,
        payload.replyId,
        message.lang,
      );
      await sendReply(jobId, payload.whole, {
        to: message.email,
        replyTo: contactTo,
        lang: parseLang(message.lang),
        name: message.full_name,
        reference: null,
        text,
        company,
      });
    },

    "complaint.reply": async (payload, db, jobId) => {
      const record = await mailedComplaint(db, payload.complaintId);
      const { text } = await reply(db, "complaint_id", payload.complaintId, payload.replyId, record.lang);
      const lang = parseLang(record.lang);
      await sendReply(jobId, payload.whole, {
        to: record.email,
        replyTo: complaintReplyTo(record.reference),
        lang,
        name: record.full_name,
        reference: record.reference,
        text,
        company: record.company,
        ...(payload.closes ? { rating: await ratingLinks(db, siteUrl, record.reference, lang) } : {}),
      });
    },

    /** A colleague hears they were given a complaint, or a contact message, and where to find it. */
    "complaint.assigned": async (payload, db, jobId) => {
      const record = await mailedComplaint(db, payload.complaintId);
      const values = { name: record.full_name, reference: record.reference };
      await sendToColleague(
        db,
        jobId,
        payload,
        `/admin/complaints/${payload.complaintId}`,
        values,
        assignedMailStrings,
      );
    },
    "contact.assigned": async (payload, db, jobId) => {
      const message = await mailedContactMessage(db, payload.contactMessageId);
      const values = { name: message.full_name };
      const path = `/admin/messages/${payload.contactMessageId}`;
      await sendToColleague(db, jobId, payload, path, values, assignedMailStrings);
    },

    /** A colleague named with @ in an internal note hears of it, with the note. */
    "complaint.mentioned": async (payload, db, jobId) => {
      const note = await quotedNote(db, payload.noteId);
      if (!note) return;
      const record = await mailedComplaint(db, payload.complaintId);
      const values = { name: record.full_name, reference: record.reference };
      const path = `/admin/complaints/${payload.complaintId}`;
      await sendToColleague(db, jobId, payload, path, values, mentionedMailStrings, note);
    },
    "contact.mentioned": async (payload, db, jobId) => {
      const note = await quotedNote(db, payload.noteId);
      if (!note) return;
      const message = await mailedContactMessage(db, payload.contactMessageId);
      const path = `/admin/messages/${payload.contactMessageId}`;
      await sendToColleague(db, jobId, payload, path, { name: message.full_name }, mentionedMailStrings, note);
    },

    /** A member of the complaints team gets the day's digest, unless nothing is due for them. */
    "register.digest": async (payload, db, jobId) => {
      const digest = await readDigest(db, payload.accountId);
      if (!digest || digest.mine.length + digest.nobodys.length === 0) return;
      const all = [...digest.mine, ...digest.nobodys];
      const counts = {
        overdue: String(all.filter((item) => item.overdue).length),
        soon: String(all.filter((item) => !item.overdue).length),
      };
      const list = siteLink(siteUrl, "/admin/complaints");
      const body = (lang: Lang) => {
        const t = digestMailStrings[lang];
        const lines = (items: DigestItem[]) =>
          items.map((item) => {
            const date = formatDay(lastDayOf(item.dueAt), lang, { weekday: true });
            const when = fill(item.overdue ? t.overdue : t.dueBy, { date });
            return `- ${fill(t.line, { reference: item.reference, name: item.fullName, when })}`;
          });
        return [
          fill(t.hello, { name: digest.name }),
          ...(digest.mine.length > 0 ? ["", t.mine, ...lines(digest.mine)] : []),
          ...(digest.nobodys.length > 0 ? ["", t.nobodys, ...lines(digest.nobodys)] : []),
          "",
          fill(t.open, { overdueLink: `${list}?overdue=1`, soonLink: `${list}?due=soon` }),
        ];
      };
      await mailer.send({
        messageId: messageIdFor(jobId, from),
        from,
        to: digest.email,
        subject: fill(digestMailStrings.en.subject, counts),
        text: inTwoLanguages(body("en"), body("km"), [digestMailStrings.en.automatic, digestMailStrings.km.automatic]),
      });
    },

    /** A bad rating: the owner, or the team, hears of it at once. */
    "complaint.rated": async (payload, db, jobId) => {
      const found = await ratedBy(db, payload.complaintId);
      if (!found || found.recipients.length === 0) return;
      const values = { name: found.full_name, reference: found.reference };
      const link = siteLink(siteUrl, `/admin/complaints/${payload.complaintId}`);
      const body = (lang: Lang) => {
        const t = ratedMailStrings[lang];
        return [fill(t.rated, values), "", t.open, link];
      };
      await mailer.send({
        messageId: messageIdFor(jobId, from),
        from,
        to: found.recipients.join(", "),
        subject: fill(ratedMailStrings.en.subject, values),
        text: inTwoLanguages(body("en"), body("km"), [ratedMailStrings.en.automatic, ratedMailStrings.km.automatic]),
      });
    },

    /** The owner (or the team) hears that the complainant answered, with the first lines of the answer. */
    "complaint.answered": async (payload, db, jobId) => {
      const found = await answer(db, payload.complaintId, payload.mailId);
      // Nobody to tell (an owner disabled since, an empty team): the answer is on the record.
      if (found.recipients.length === 0) return;
      const link = siteLink(siteUrl, `/admin/complaints/${payload.complaintId}`);
      const excerpt = found.body.length > 600 ? `${found.body.slice(0, 600)}…` : found.body;
      const values = {
        name: found.full_name,
        email: found.from_address,
        reference: found.reference,
        count: String(found.files),
        names: found.refused.map((file) => file.name).join(", "),
      };
      const body = (lang: Lang) => {
        const t = answeredMailStrings[lang];
        return [
          t.answered,
          "",
          ...(found.files > 0 ? [t.files] : []),
          ...(found.refused.length > 0 ? [t.refused] : []),
          t.open,
          link,
        ].map((line) => fill(line, values));
      };
      await mailer.send({
        messageId: messageIdFor(jobId, from),
        from,
        to: found.recipients.join(", "),
        subject: fill(answeredMailStrings.en.subject, values),
        text: inTwoLanguages([...body("en"), "", "> " + (excerpt || "-").split("\n").join("\n> ")], body("km"), [
          answeredMailStrings.en.automatic,
          answeredMailStrings.km.automatic,
        ]),
      });
    },
  };
}
