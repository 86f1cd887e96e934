// Store first, deliver later: the message and its delivery jobs are written in one
// transaction; the visitor is told "sent" only after it commits. A message that carries a key
// is stored once however often it arrives (app/site/forms/idempotency.server.ts).
import { randomUUID } from "node:crypto";
import type { Db } from "../../../db/client.ts";
import type { Lang } from "../../i18n/lang.ts";
import { insertContactMessage } from "../../register/intake.server.ts";
import { enqueue } from "../../register/jobs.ts";
import { holdAsSpam } from "../../register/spam/spam.server.ts";
import type { SpamVerdict } from "../../register/spam/reasons.ts";
import type { ContactValues } from "./contact-form.ts";
import { fingerprint, storeOnce, type Once, type SubmissionKey } from "../forms/idempotency.server.ts";

export interface ContactOptions {
  /** Also forward it to the company's application API. */
  forward?: boolean;
  /** Only the JSON API carries one; the site's form sends it empty (spec). */
  companyName?: string;
  /** The submission's one-time key, if it has one. */
  key?: SubmissionKey | null;
  /** Sent from the page without the solved challenge. */
  unverified?: boolean;
}

/** Stores the message, or answers with the one stored under the same key; throws KeyReused for other content under it. */
export async function saveContactMessage(
  db: Db,
  lang: Lang,
  values: ContactValues,
  { forward = false, companyName = "", key = null, unverified = false }: ContactOptions = {},
): Promise<Once<{ id: string }>> {
  const print = fingerprint([values.fullName, values.email, values.phone, values.message, companyName]);
  return storeOnce(db, "contact", key, print, {
    read: async (id) => ({ id }),
    store: (claim) =>
      db.transaction(async (tx) => {
        const id = randomUUID();
        if (!(await claim(tx, id))) return null;
        await insertContactMessage(tx, { id, lang, ...values, companyName, unverified });
        await enqueue(tx, "contact.email", { contactMessageId: id });
        if (forward) await enqueue(tx, "contact.forward", { contactMessageId: id });
        return { id };
      }),
  });
}

/** A message from the page that looks like spam: into the Spam list (app/register/spam). */
export async function holdContactMessage(
  db: Db,
  lang: Lang,
  values: ContactValues,
  { forward }: { forward: boolean },
  verdict: SpamVerdict,
): Promise<void> {
  await holdAsSpam(
    db,
    { kind: "contact", source: "site", lang, ...values, companyName: "", files: [], forward },
    verdict,
  );
}
