// What a contact message sets off: an e-mail to the company's staff (replying answers the
// visitor) and, when configured, a forward to the company's application API.
import type { DeliveryOptions, Handlers } from "../../outbox/jobs.ts";
import { forwardTo, languageName, messageIdFor, receivedAt } from "../../outbox/mail.ts";
import type { registerJobs } from "../jobs.ts";
import { mailedContactMessage } from "../records.server.ts";

type ContactJobs = Pick<typeof registerJobs, "contact.email" | "contact.forward">;

export function contactDeliveries({ mailer, from, contactTo, forward }: DeliveryOptions): Handlers<ContactJobs> {
  return {
    "contact.email": async (payload, db, jobId) => {
      const message = await mailedContactMessage(db, payload.contactMessageId);
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

    "contact.forward": async (payload, db) => {
      const message = await mailedContactMessage(db, payload.contactMessageId);
      const body = {
        email: message.email,
        phone_number: message.phone_number,
        message: message.message,
        company_name: message.company_name,
        full_name: message.full_name,
      };
      await forwardTo(forward, "UserQueryEntry/ContactUs", JSON.stringify(body));
    },
  };
}
