// The outbox's jobs about complaints and contact messages: the public forms enqueue the first
// five, the register the rest. Their handlers and words: app/register/mail/contact-deliveries.server.ts,
// app/register/mail/complaint-deliveries.server.ts and app/admin/register/mail/.
import { z } from "zod";
import { enqueuer } from "../outbox/jobs.ts";

const contactMessageJob = z.object({ contactMessageId: z.uuid() });
const complaintJob = z.object({ complaintId: z.uuid() });
/** Who was given a record, and by whom (their name at that moment). */
const assignment = { assigneeId: z.uuid(), byName: z.string().min(1).max(200) };
/** A reply written in the back office: its text is the register event `replyId` (app/register/workflow.server.ts addReply). */
const reply = {
  replyId: z.string().regex(/^\d{1,18}$/),
  /** The text holds the greeting and signature as written (absent: a job queued before, whose e-mail adds them). */
  whole: z.boolean().optional(),
  /** It closes the complaint: the e-mail asks the complainant to rate the answer (app/register/ratings). */
  closes: z.boolean().optional(),
};

export const registerJobs = {
  /** The company's staff get the contact message by e-mail. */
  "contact.email": contactMessageJob,
  /** The contact message goes to the company's application API (APP_API_URL). */
  "contact.forward": contactMessageJob,
  /** The complaints team gets the complaint with its files attached. */
  "complaint.email": complaintJob,
  /** The visitor's acknowledgement, with the complaint's reference. */
  "complaint.ack": complaintJob,
  /** The complaint and its files go to the company's application API (APP_API_URL). */
  "complaint.forward": complaintJob,
  /** A staff member's reply to the complainant, in the complaint's language, with its reference. */
  "complaint.reply": complaintJob.extend(reply),
  /** A staff member's reply to the sender of a contact message, in its language. */
  "contact.reply": contactMessageJob.extend(reply),
  /** A colleague hears that `byName` gave them the complaint. */
  "complaint.assigned": complaintJob.extend(assignment),
  /** A colleague hears that `byName` gave them the contact message. */
  "contact.assigned": contactMessageJob.extend(assignment),
  /** A colleague named with @ in the internal note `noteId` hears of it. */
  "complaint.mentioned": complaintJob.extend({ ...assignment, noteId: reply.replyId }),
  "contact.mentioned": contactMessageJob.extend({ ...assignment, noteId: reply.replyId }),
  /** The complaint's owner (or, unowned, the complaints team) hears of the complainant's answer (inbound_mail `mailId`). */
  "complaint.answered": complaintJob.extend({ mailId: z.uuid() }),
  /** The complainant hears that complaint `complaintId` was merged into `keptId`, and goes on under its reference. */
  "complaint.merged": complaintJob.extend({ keptId: z.uuid() }),
  /** The complaint's owner (or, unowned, the complaints team) hears that the complainant rated the answer bad. */
  "complaint.rated": complaintJob,
  /** A member of the complaints team gets the day's digest of what is due soon or overdue (app/register/digest.server.ts). */
  "register.digest": z.object({ accountId: z.uuid(), day: z.iso.date() }),
} as const;

export const enqueue = enqueuer(registerJobs);
