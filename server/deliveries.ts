// What each kind of outbox job does.
import { z } from "zod";
import type { Queryable } from "../db/client.ts";
import type { Handler } from "./outbox.ts";
import type { Mailer } from "./mailer.ts";

const contactMessageSchema = z.object({
  lang: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  message: z.string(),
  created_at: z.string(),
});

async function contactMessage(db: Queryable, id: unknown) {
  const [row] = await db.query(
    "select lang, full_name, email, phone_number, message, created_at::text from contact_messages where id = $1",
    [String(id)],
  );
  if (!row) throw new Error(`contact message ${String(id)} not found`);
  return contactMessageSchema.parse(row);
}

export function deliveryHandlers({ mailer, from, contactTo }: { mailer: Mailer; from: string; contactTo: string }): Record<string, Handler> {
  return {
    /** The company's staff get each contact message by e-mail; replying answers the visitor. */
    "contact.email": async (payload, db) => {
      const message = await contactMessage(db, payload.contactMessageId);
      await mailer.send({
        from,
        to: contactTo,
        replyTo: message.email || undefined,
        subject: `Contact message from ${message.full_name}`,
        text: [
          `Name: ${message.full_name}`,
          `Phone: ${message.phone_number}`,
          `Email: ${message.email || "NA"}`,
          `Language: ${message.lang === "km" ? "Khmer" : "English"}`,
          `Received: ${message.created_at}`,
          "",
          message.message || "(no message)",
        ].join("\n"),
      });
    },
  };
}
