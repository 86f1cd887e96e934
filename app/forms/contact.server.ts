// Store first, deliver later: the message and its delivery jobs are written in one
// transaction; the visitor is told "sent" only after it commits.
import type { Db } from "../../db/client.ts";
import type { Lang } from "../i18n/lang.ts";
import { enqueue } from "../outbox.server.ts";
import type { ContactValues } from "./contact.ts";

export interface ContactOptions {
  /** Also forward it to the company's application API. */
  forward?: boolean;
  /** Only the JSON API carries one; the site's form sends it empty (SPEC §7). */
  companyName?: string;
}

export async function saveContactMessage(db: Db, lang: Lang, values: ContactValues, { forward = false, companyName = "" }: ContactOptions = {}): Promise<string> {
  return db.transaction(async (tx) => {
    const [message] = await tx.query<{ id: string }>(
      `insert into contact_messages (lang, full_name, email, phone_number, message, company_name)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [lang, values.fullName, values.email, values.phone, values.message, companyName],
    );
    const id = message!.id;
    await enqueue(tx, "contact.email", { contactMessageId: id });
    if (forward) await enqueue(tx, "contact.forward", { contactMessageId: id });
    return id;
  });
}
