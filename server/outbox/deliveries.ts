// What each kind of outbox job does: e-mails to the company's staff (with the complaint's
// files attached), the visitor's acknowledgement, staff members' set-up links, and forwards to
// the company's application API, one handler per kind of app/outbox/outbox.server.ts, given its
// payload already checked. A handler that throws is retried by the worker (server/outbox/worker.ts).
import { z } from "zod";
import type { Queryable } from "../../db/client.ts";
import { fill } from "../../app/i18n/fill.ts";
import { otherLang, parseLang, type Lang } from "../../app/i18n/lang.ts";
import { complaintMailStrings } from "../../app/site/complaint/mail-strings.ts";
import { signedStatusLink } from "../../app/site/complaint-status/signed-link.server.ts";
import { staffMailStrings } from "../../app/admin/staff/mail-strings.ts";
import { readSetupToken } from "../../app/admin/staff/accounts.server.ts";
import { answeredMailStrings, assignedMailStrings, digestMailStrings } from "../../app/admin/register/mail-strings.ts";
import { formatDateTime, formatDay } from "../../app/dates/dates.ts";
import { readDigest, type DigestItem } from "../../app/admin/register/digest.server.ts";
import { lastDayOf } from "../../app/admin/register/working-days.ts";
import { senderColumns, senderRow } from "../../app/admin/register/sender.ts";
import { inTemplate, replyMail, type ReplyAddressee } from "../../app/admin/register/reply-mail.ts";
import { acknowledgedByEmail } from "../../app/admin/register/workflow.server.ts";
import type { FileStorage } from "../../app/uploads/storage.server.ts";
import { publicOrigin, type Env } from "../env.ts";
import type { Handlers } from "./worker.ts";
import type { Mailer } from "./mailer.ts";

export interface ForwardTarget {
  /** Base address of the application API; UserQueryEntry/… is appended. */
  url: string;
  apiKey?: string;
  keyHeader: string;
}

export interface DeliveryOptions {
  mailer: Mailer;
  from: string;
  contactTo: string;
  complaintTo: string;
  storage: FileStorage;
  forward: ForwardTarget | null;
  /** The site's origin, for links to the back office in e-mails to staff. */
  siteUrl: string;
  /** The complaint e-mail attaches the files up to this total, base64-encoded; above it, it links to them. */
  attachmentLimitBytes: number;
  /** Complainants answer to complaints+CMP-…@ (COMPLAINT_REPLY_PLUS_ADDRESS), which matches the answer to its complaint whatever its subject. */
  plusAddressing?: boolean;
}

/** What the configuration asks the deliveries to do (server/index.ts). */
export function deliveryOptions(env: Env, mailer: Mailer, storage: FileStorage): DeliveryOptions {
  return {
    mailer,
    from: env.MAIL_FROM,
    contactTo: env.CONTACT_MAIL_TO,
    complaintTo: env.COMPLAINT_MAIL_TO ?? env.CONTACT_MAIL_TO,
    storage,
    forward: env.APP_API_URL
      ? { url: env.APP_API_URL, apiKey: env.APP_API_KEY, keyHeader: env.APP_API_KEY_HEADER }
      : null,
    siteUrl: publicOrigin(env),
    attachmentLimitBytes: Math.round(env.COMPLAINT_MAIL_ATTACHMENTS_MB * 1024 * 1024),
    plusAddressing: env.COMPLAINT_REPLY_PLUS_ADDRESS,
  };
}

const contactMessageSchema = senderRow.extend({
  message: z.string(),
  created_at: z.string(),
});

const complaintSchema = senderRow.extend({
  reference: z.string(),
  message: z.string(),
  created_at: z.string(),
  company: z.string(),
  files: z.array(
    z.object({ storage_key: z.string(), original_name: z.string(), content_type: z.string(), size_bytes: z.number() }),
  ),
});

async function contactMessage(db: Queryable, id: string) {
  const [row] = await db.query(
    `select ${senderColumns("m")}, m.message, m.created_at::text from contact_messages m where m.id = $1`,
    [id],
  );
  if (!row) throw new Error(`contact message ${id} not found`);
  return contactMessageSchema.parse(row);
}

async function complaint(db: Queryable, id: string) {
  const [row] = await db.query(
    `select c.reference, ${senderColumns("c")}, c.message, c.created_at::text,
            coalesce((select company_name from site where site.lang = c.lang), '') as company,
            coalesce((select json_agg(json_build_object('storage_key', f.storage_key, 'original_name', f.original_name,
                                                        'content_type', f.content_type, 'size_bytes', f.size_bytes) order by f.position)
                      from complaint_files f where f.complaint_id = c.id), '[]'::json) as files
     from complaints c where c.id = $1`,
    [id],
  );
  if (!row) throw new Error(`complaint ${id} not found`);
  return complaintSchema.parse(row);
}

type Complaint = z.infer<typeof complaintSchema>;

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

async function attachmentsOf(storage: FileStorage, record: Complaint) {
  return Promise.all(
    record.files.map(async (file) => ({
      filename: file.original_name,
      content: await storage.read(file.storage_key),
      contentType: file.content_type,
    })),
  );
}

/** A file's size in an e-mail: base64 (4 characters per 3 bytes) in lines of 76 and a CRLF. */
export function encodedSize(bytes: number): number {
  const characters = Math.ceil(bytes / 3) * 4;
  return characters + Math.ceil(characters / 76) * 2;
}

const typeNames: Record<string, string> = {
  "image/jpeg": "JPEG image",
  "image/png": "PNG image",
  "application/pdf": "PDF",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "Word document",
};

const MiB = 1024 * 1024;
const sizeText = (bytes: number) =>
  bytes < 1024 ? `${bytes} bytes` : bytes < MiB ? `${Math.round(bytes / 1024)} KB` : `${(bytes / MiB).toFixed(1)} MB`;

/** The complaint e-mail's lines about the files: their names when attached, else each file described. */
function fileLines(record: Complaint, attached: boolean, limitBytes: number): string[] {
  if (attached) return [`Files: ${record.files.map((file) => file.original_name).join(", ")}`];
  const total = record.files.reduce((sum, file) => sum + file.size_bytes, 0);
  return [
    `Files (not attached: ${sizeText(total)} in all, more than this e-mail may carry, ${sizeText(limitBytes)} encoded):`,
    ...record.files.map(
      (file) =>
        `- ${file.original_name} (${typeNames[file.content_type] ?? file.content_type}, ${sizeText(file.size_bytes)})`,
    ),
  ];
}

/** The spec's rule for the application API: HTTP or body status 200/201, or Success true. */
export function isApiSuccess(httpStatus: number, body: unknown): boolean {
  const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  return [200, 201].includes(httpStatus) || [200, 201].includes(Number(fields.status)) || fields.Success === true;
}

async function forwardTo(target: ForwardTarget, path: string, body: FormData | string): Promise<void> {
  const headers: Record<string, string> = typeof body === "string" ? { "Content-Type": "application/json" } : {};
  if (target.apiKey) headers[target.keyHeader] = target.apiKey;
  const response = await fetch(new URL(path, target.url.endsWith("/") ? target.url : `${target.url}/`), {
    method: "POST",
    headers,
    body,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: only the HTTP status counts.
  }
  if (!isApiSuccess(response.status, parsed))
    throw new Error(`${path} answered ${response.status}: ${text.slice(0, 200)}`);
}

const languageName = (lang: string) => (lang === "km" ? "Khmer" : "English");
/** A staff e-mail's text in both languages: the first, a divider, the other, then each one's "automatic message" line. */
function inTwoLanguages(first: string[], second: string[], automatic: [string, string]): string {
  return [...first, "", "* * *", "", ...second, "", "--", ...automatic].join("\n");
}

/** When a record arrived, as the staff's e-mails say it: "27 Nov 2026, 16:50 (Phnom Penh time)". */
const receivedAt = (at: string) => `${formatDateTime(at, "en")} (Phnom Penh time)`;

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

/** The complainant's answer, and who hears of it: the complaint's owner while active, else every active member of the complaints team. */
async function answer(db: Queryable, complaintId: string, mailId: string) {
  const [row] = await db.query(
    `select c.reference, c.full_name, m.from_address, m.body, m.refused_files as refused,
            (select count(*)::int from complaint_files f where f.inbound_mail_id = m.id) as files,
            coalesce((select array_agg(s.email order by s.email) from staff_accounts s
                       where s.status = 'active' and (s.id = c.owner_id or (c.owner_id is null and 'complaints' = any(s.roles)))),
                     '{}') as recipients
       from inbound_mail m join complaints c on c.id = m.complaint_id
      where m.id = $1 and c.id = $2`,
    [mailId, complaintId],
  );
  if (!row) throw new Error(`answer ${mailId} of complaint ${complaintId} not found`);
  return answerRow.parse(row);
}

/**
 * One Message-ID per outbox job, the same on every attempt: an e-mail sent again because the
 * instance died before recording it (server/outbox/worker.ts) is the same message, which mail systems
 * that de-duplicate by Message-ID drop and people can recognise.
 */
function messageIdFor(jobId: string, from: string): string {
  const domain = from.match(/@([^\s<>@]+)>?\s*$/)?.[1] ?? "localhost";
  return `<outbox-${jobId}@${domain}>`;
}

export function deliveryHandlers({
  mailer,
  from,
  contactTo,
  complaintTo,
  storage,
  forward,
  siteUrl,
  attachmentLimitBytes,
  plusAddressing = false,
}: DeliveryOptions): Handlers {
  /** Where a complainant's answer goes: the team's address, tagged with the reference when plus-addressing is on. */
  const complaintReplyTo = (reference: string) =>
    plusAddressing ? complaintTo.replace(/^([^@+]+)(?:\+[^@]*)?@/, `$1+${reference}@`) : complaintTo;
  const requireForward = () => {
    if (!forward) throw new Error("forwarding is not configured (APP_API_URL)");
    return forward;
  };
  /**
   * A staff member's reply, in the sender's language, as the reply form previewed it
   * (app/admin/register/reply-mail.ts): the text as written, greeting and signature included,
   * then how to answer. A reply queued before the form held the greeting gets them around it.
   */
  const sendReply = async (
    jobId: string,
    whole: boolean | undefined,
    mail: ReplyAddressee & { to: string; replyTo: string; text: string },
  ) => {
    const composed = replyMail(mail, whole ? mail.text : inTemplate(mail, mail.text));
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
   * "{by} gave you …" to the colleague while their account is active, in English then Khmer, with
   * the record's address in the back office; a complaint has a reference, a contact message none.
   */
  const sendAssigned = async (
    db: Queryable,
    jobId: string,
    { assigneeId, byName }: { assigneeId: string; byName: string },
    path: string,
    record: { name: string; reference?: string },
  ) => {
    const to = await assignee(db, assigneeId);
    if (!to) return;
    const values = { by: byName, reference: "", ...record };
    const link = `${siteUrl.replace(/\/+$/, "")}${path}`;
    const body = (lang: Lang) => {
      const t = assignedMailStrings[lang];
      return [fill(record.reference ? t.complaint : t.message, values), "", t.open, link];
    };
    const t = assignedMailStrings.en;
    await mailer.send({
      messageId: messageIdFor(jobId, from),
      from,
      to,
      subject: fill(record.reference ? t.subjectComplaint : t.subjectMessage, values),
      text: inTwoLanguages(body("en"), body("km"), [t.automatic, assignedMailStrings.km.automatic]),
    });
  };
  return {
    /** The company's staff get each contact message by e-mail; replying answers the visitor. */
    "contact.email": async (payload, db, jobId) => {
      const message = await contactMessage(db, payload.contactMessageId);
      await mailer.send({
        messageId: messageIdFor(jobId, from),
        from,
        to: contactTo,
        replyTo: message.email || undefined,
        subject: `Contact message from ${message.full_name}`,
        text: [
          `Name: ${message.full_name}`,
          `Phone: ${message.phone_number}`,
          `Email: ${message.email || "NA"}`,
          ...(message.company_name ? [`Company: ${message.company_name}`] : []),
          `Language: ${languageName(message.lang)}`,
          `Received: ${receivedAt(message.created_at)}`,
          "",
          message.message || "(no message)",
        ].join("\n"),
      });
    },

    "contact.reply": async (payload, db, jobId) => {
      const message = await contactMessage(db, payload.contactMessageId);
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

    "contact.forward": async (payload, db) => {
      const message = await contactMessage(db, payload.contactMessageId);
      const body = {
        email: message.email,
        phone_number: message.phone_number,
        message: message.message,
        company_name: message.company_name,
        full_name: message.full_name,
      };
      await forwardTo(requireForward(), "UserQueryEntry/ContactUs", JSON.stringify(body));
    },

    /**
     * The complaints team gets the complaint with the visitor's files attached, or, when they
     * would make the e-mail too large for relays to take, listed with a link to the back office.
     */
    "complaint.email": async (payload, db, jobId) => {
      const record = await complaint(db, payload.complaintId);
      const attached =
        record.files.reduce((sum, file) => sum + encodedSize(file.size_bytes), 0) <= attachmentLimitBytes;
      await mailer.send({
        messageId: messageIdFor(jobId, from),
        from,
        to: complaintTo,
        replyTo: record.email,
        subject: `Complaint ${record.reference} from ${record.full_name}`,
        text: [
          `Reference: ${record.reference}`,
          `Name: ${record.full_name}`,
          `Email: ${record.email}`,
          `Phone: ${record.phone_number}`,
          `Company: ${record.company_name || "NA"}`,
          `Language: ${languageName(record.lang)}`,
          `Received: ${receivedAt(record.created_at)}`,
          ...fileLines(record, attached, attachmentLimitBytes),
          `In the back office: ${siteUrl.replace(/\/+$/, "")}/admin/complaints/${payload.complaintId}`,
          "",
          record.message,
        ].join("\n"),
        attachments: attached ? await attachmentsOf(storage, record) : [],
      });
    },

    /**
     * The visitor's acknowledgement, in the language of the page they wrote from. Once the mail
     * server has taken it, the complaint is acknowledged.
     */
    "complaint.ack": async (payload, db, jobId) => {
      const record = await complaint(db, payload.complaintId);
      const t = complaintMailStrings[parseLang(record.lang)];
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

    /**
     * A staff member gets the set-up link an admin made for them, unless it stopped working in
     * the meantime (used, replaced by a newer one, expired, the account disabled). The link is
     * then blanked in the job's row, so the outbox keeps no working link once it has gone out.
     */
    "staff.invite": async (payload, db, jobId) => {
      // "": sent by an earlier attempt that was cut off before the job was marked done.
      if (payload.link === "") return;
      const setup = await readSetupToken(db, new URL(payload.link).searchParams.get("token") ?? "");
      if (setup) {
        const sites = await db.query<{ lang: string; company_name: string }>("select lang, company_name from site");
        const values = (lang: Lang) => ({
          name: setup.account.displayName,
          email: setup.account.email,
          company: sites.find((site) => site.lang === lang)?.company_name ?? "",
        });
        const body = (lang: Lang) => {
          const t = staffMailStrings[lang];
          return [
            t.greeting,
            "",
            payload.reason === "invite" ? t.invited : t.reset,
            "",
            t.action,
            payload.link,
            "",
            t.ignore,
          ].map((line) => fill(line, values(lang)));
        };
        const [first, second] = [payload.lang, otherLang(payload.lang)];
        const t = staffMailStrings[first];
        await mailer.send({
          messageId: messageIdFor(jobId, from),
          from,
          to: setup.account.email,
          subject: fill(payload.reason === "invite" ? t.subjectInvite : t.subjectReset, values(first)),
          text: inTwoLanguages(body(first), body(second), [t.automatic, staffMailStrings[second].automatic]),
        });
      }
      await db.query(`update outbox set payload = jsonb_set(payload, '{link}', '""') where id = $1`, [jobId]);
    },

    "complaint.reply": async (payload, db, jobId) => {
      const record = await complaint(db, payload.complaintId);
      const { text } = await reply(db, "complaint_id", payload.complaintId, payload.replyId, record.lang);
      await sendReply(jobId, payload.whole, {
        to: record.email,
        replyTo: complaintReplyTo(record.reference),
        lang: parseLang(record.lang),
        name: record.full_name,
        reference: record.reference,
        text,
        company: record.company,
      });
    },

    /** A colleague hears they were given a complaint, or a contact message, and where to find it. */
    "complaint.assigned": async (payload, db, jobId) => {
      const record = await complaint(db, payload.complaintId);
      const values = { name: record.full_name, reference: record.reference };
      await sendAssigned(db, jobId, payload, `/admin/complaints/${payload.complaintId}`, values);
    },
    "contact.assigned": async (payload, db, jobId) => {
      const message = await contactMessage(db, payload.contactMessageId);
      await sendAssigned(db, jobId, payload, `/admin/messages/${payload.contactMessageId}`, {
        name: message.full_name,
      });
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
      const list = `${siteUrl.replace(/\/+$/, "")}/admin/complaints`;
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

    /** The owner (or the team) hears that the complainant answered, with the first lines of the answer. */
    "complaint.answered": async (payload, db, jobId) => {
      const found = await answer(db, payload.complaintId, payload.mailId);
      // Nobody to tell (an owner disabled since, an empty team): the answer is on the record.
      if (found.recipients.length === 0) return;
      const link = `${siteUrl.replace(/\/+$/, "")}/admin/complaints/${payload.complaintId}`;
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

    /** The company's application API gets the complaint as the spec's multipart form. */
    "complaint.forward": async (payload, db) => {
      const target = requireForward();
      const record = await complaint(db, payload.complaintId);
      const form = new FormData();
      form.append("FullName", record.full_name);
      form.append("Email", record.email);
      form.append("PhoneNumber", record.phone_number);
      form.append("CompanyName", record.company_name);
      for (const file of await attachmentsOf(storage, record)) {
        form.append("Files", new Blob([new Uint8Array(file.content)], { type: file.contentType }), file.filename);
      }
      form.append("Message", record.message);
      await forwardTo(target, "UserQueryEntry/Complaint", form);
    },
  };
}
