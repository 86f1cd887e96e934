// A reply written in the back office goes out by e-mail through the outbox: addReply's `deliver`
// for each kind of record, queued in the reply's own transaction (app/register/mail/register-deliveries.server.ts
// sends it in the sender's language).
import { enqueue } from "../../../register/jobs.ts";
import type { DeliverReply } from "../../../register/workflow.server.ts";
import type { RegisterKind } from "../../../register/workflow.ts";

export const emailReply: Record<RegisterKind, DeliverReply> = {
  complaint: (tx, reply) =>
    enqueue(tx, "complaint.reply", {
      complaintId: reply.recordId,
      replyId: reply.id,
      whole: true,
      ...(reply.closes ? { closes: true } : {}),
    }),
  contactMessage: (tx, reply) =>
    enqueue(tx, "contact.reply", { contactMessageId: reply.recordId, replyId: reply.id, whole: true }),
};
