// Store first, deliver later: the message and its delivery job are written in one
// transaction; the visitor is told "sent" only after it commits.
import type { Db } from "../../db/client.ts";
import type { Lang } from "../i18n/lang.ts";
import type { ContactValues } from "./contact.ts";

export async function saveContactMessage(db: Db, lang: Lang, values: ContactValues): Promise<string> {
  return db.transaction(async (tx) => {
    const [message] = await tx.query<{ id: string }>(
      `insert into contact_messages (lang, full_name, email, phone_number, message)
       values ($1, $2, $3, $4, $5) returning id`,
      [lang, values.fullName, values.email, values.phone, values.message],
    );
    const id = message!.id;
    await tx.query("insert into outbox (kind, payload) values ('contact.email', $1)", [JSON.stringify({ contactMessageId: id })]);
    return id;
  });
}
