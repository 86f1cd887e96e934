// A message fetched from the complaints mailbox, read from its raw bytes: who sent it, what it
// answers, whether a program sent it, what is new in it and its attachments. A message that
// cannot be parsed at all still has its bytes, its digest and an empty text, so it is kept and
// shown to a person rather than lost.
import { createHash } from "node:crypto";
import PostalMime, { type Email, type Mailbox } from "postal-mime";
import { storableText as storable } from "../../validation/storable-text.ts";
import { htmlText, visibleText } from "./visible-text.server.ts";

interface InboundAttachment {
  name: string;
  bytes: Uint8Array;
}

export interface InboundMessage {
  /** The Message-ID, or the bytes' digest for a message without one. */
  key: string;
  fromAddress: string;
  fromName: string;
  /** Every address it was sent to (To, Cc, Delivered-To), lower case. */
  recipients: string[];
  subject: string;
  /** Its Date header, when it is a believable date. */
  sentAt: Date | null;
  /** Message-IDs it answers (In-Reply-To and References). */
  answers: string[];
  /** Sent by a program (an out-of-office reply, a bounce, a list): never opens a complaint. */
  automatic: boolean;
  /** The mail server's filter called it spam (X-Spam-Flag: YES, X-Spam-Status: Yes…). */
  markedSpam: boolean;
  /** What is new in it. */
  body: string;
  attachments: InboundAttachment[];
}

const limits = { body: 100_000, subject: 998, name: 200, address: 254, key: 998 } as const;

const messageIds = /<[^<>\s]{1,900}>/g;

function mailboxes(list: Email["to"]): Mailbox[] {
  return (list ?? []).flatMap((entry) => (entry.group ? entry.group : [entry]));
}

function header(email: Email, key: string): string {
  return email.headers.find((line) => line.key === key)?.value ?? "";
}

/** RFC 3834 and the common signs of mail that no person wrote. */
function isAutomatic(email: Email, fromAddress: string): boolean {
  const autoSubmitted = header(email, "auto-submitted").trim().toLowerCase();
  return (
    (autoSubmitted !== "" && autoSubmitted !== "no") ||
    /^(bulk|junk|list|auto_reply)$/i.test(header(email, "precedence").trim()) ||
    header(email, "x-autoreply") !== "" ||
    header(email, "x-autorespond") !== "" ||
    header(email, "list-id") !== "" ||
    /^(mailer-daemon|postmaster|no-?reply)@/i.test(fromAddress) ||
    fromAddress === "" ||
    header(email, "content-type").toLowerCase().includes("multipart/report")
  );
}

/** SpamAssassin's and Rspamd's marks, which the mail servers in front of the mailbox add. */
function isMarkedSpam(email: Email): boolean {
  return (
    /^\s*yes\b/i.test(header(email, "x-spam-flag")) ||
    /^\s*yes\b/i.test(header(email, "x-spam-status")) ||
    /^\s*yes\b/i.test(header(email, "x-spam"))
  );
}

function digestKey(raw: Uint8Array): string {
  return `sha256:${createHash("sha256").update(raw).digest("hex")}`;
}

function believableDate(value: string | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  const time = date.getTime();
  // Not before e-mail existed, nor a day in the future.
  return Number.isNaN(time) || time < Date.UTC(1990, 0, 1) || time > Date.now() + 86_400_000 ? null : date;
}

export async function readMessage(raw: Uint8Array): Promise<InboundMessage> {
  let email: Email;
  try {
    email = await PostalMime.parse(raw, { attachmentEncoding: "arraybuffer" });
  } catch {
    return {
      key: digestKey(raw),
      fromAddress: "",
      fromName: "",
      recipients: [],
      subject: "",
      sentAt: null,
      answers: [],
      automatic: true,
      markedSpam: false,
      body: "",
      attachments: [],
    };
  }
  const from = email.from && !email.from.group ? email.from : undefined;
  const fromAddress = storable(from?.address ?? "")
    .toLowerCase()
    .slice(0, limits.address);
  const messageId = storable(email.messageId ?? "").match(messageIds)?.[0];
  const text = email.text?.trim() ? email.text : email.html ? await htmlText(email.html) : "";
  return {
    key: messageId && messageId.length <= limits.key ? messageId : digestKey(raw),
    fromAddress,
    fromName: storable(from?.name ?? "")
      .trim()
      .slice(0, limits.name),
    recipients: [...mailboxes(email.to), ...mailboxes(email.cc)]
      .map((mailbox) => storable(mailbox.address).toLowerCase())
      .concat(email.deliveredTo ? [storable(email.deliveredTo).toLowerCase()] : []),
    subject: storable(email.subject ?? "")
      .trim()
      .slice(0, limits.subject),
    sentAt: believableDate(email.date),
    answers: [...storable(`${email.inReplyTo ?? ""} ${email.references ?? ""}`).matchAll(messageIds)].map(
      (match) => match[0],
    ),
    automatic: isAutomatic(email, fromAddress),
    markedSpam: isMarkedSpam(email),
    body: storable(visibleText(text)).slice(0, limits.body),
    attachments: email.attachments
      // Pictures inside an HTML body (signatures, logos) are part of its look, not files sent.
      .filter((attachment) => !(attachment.related && attachment.disposition !== "attachment"))
      .map((attachment, index) => ({
        name:
          storable(attachment.filename ?? "")
            .trim()
            .slice(0, 255) || `attachment-${index + 1}`,
        bytes:
          attachment.content instanceof ArrayBuffer
            ? new Uint8Array(attachment.content)
            : typeof attachment.content === "string"
              ? new TextEncoder().encode(attachment.content)
              : attachment.content,
      })),
  };
}
