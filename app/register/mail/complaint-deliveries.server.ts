// What a complaint from the form sets off for the company: an e-mail to the complaints team
// with the visitor's files attached (or described, when too large) and, when configured, a
// forward to the company's application API. The visitor's acknowledgement is the register's
// (app/admin/register/mail/), since it moves the complaint on.
import type { DeliveryOptions, Handlers } from "../../outbox/jobs.ts";
import { formatBytes } from "../../uploads/file-size.ts";
import { forwardTo, languageName, messageIdFor, receivedAt, siteLink } from "../../outbox/mail.ts";
import type { registerJobs } from "../jobs.ts";
import { attachmentsOf, mailedComplaint, type MailedComplaint } from "../records.server.ts";

type ComplaintJobs = Pick<typeof registerJobs, "complaint.email" | "complaint.forward">;

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

/** The complaint e-mail's lines about the files: their names when attached, else each file described. */
function fileLines(record: MailedComplaint, attached: boolean, limitBytes: number): string[] {
  if (attached) return [`Files: ${record.files.map((file) => file.original_name).join(", ")}`];
  const total = record.files.reduce((sum, file) => sum + file.size_bytes, 0);
  return [
    `Files (not attached: ${formatBytes(total)} in all, more than this e-mail may carry, ${formatBytes(limitBytes)} encoded):`,
    ...record.files.map(
      (file) =>
        `- ${file.original_name} (${typeNames[file.content_type] ?? file.content_type}, ${formatBytes(file.size_bytes)})`,
    ),
  ];
}

export function complaintDeliveries({
  mailer,
  from,
  complaintTo,
  storage,
  forward,
  siteUrl,
  attachmentLimitBytes,
}: DeliveryOptions): Handlers<ComplaintJobs> {
  return {
    /**
     * The complaints team gets the complaint with the visitor's files attached, or, when they
     * would make the e-mail too large for relays to take, listed with a link to the back office.
     */
    "complaint.email": async (payload, db, jobId) => {
      const record = await mailedComplaint(db, payload.complaintId);
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
          `In the back office: ${siteLink(siteUrl, `/admin/complaints/${payload.complaintId}`)}`,
          "",
          record.message,
        ].join("\n"),
        attachments: attached ? await attachmentsOf(storage, record) : [],
      });
    },

    /** The company's application API gets the complaint as the spec's multipart form. */
    "complaint.forward": async (payload, db) => {
      const record = await mailedComplaint(db, payload.complaintId);
      const form = new FormData();
      form.append("FullName", record.full_name);
      form.append("Email", record.email);
      form.append("PhoneNumber", record.phone_number);
      form.append("CompanyName", record.company_name);
      for (const file of await attachmentsOf(storage, record)) {
        form.append("Files", new Blob([new Uint8Array(file.content)], { type: file.contentType }), file.filename);
      }
      form.append("Message", record.message);
      await forwardTo(forward, "UserQueryEntry/Complaint", form);
    },
  };
}
