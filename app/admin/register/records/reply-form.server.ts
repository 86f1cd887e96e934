// What a record's reply form starts with: who it goes to in their language (and the company's
// name in it), the greeting and signature to write between, the values of the saved replies'
// placeholders, and the team's saved replies in that language.
import type { Queryable } from "../../../../db/client.ts";
import { parseLang } from "../../../i18n/lang.ts";
import {
  placeholderValues,
  replyTemplate,
  type PlaceholderValues,
  type ReplyAddressee,
} from "../../../register/reply-mail.ts";
import { listSavedReplies } from "../saved-replies/saved-replies.server.ts";
import type { RegisterRecord } from "./screens.server.ts";

export interface ReplyFormData {
  to: ReplyAddressee;
  /** The greeting, room for the answer, the closing and the signature. */
  template: string;
  placeholders: PlaceholderValues;
  /** The team's saved replies in the record's language. */
  saved: { id: string; title: string; body: string }[];
}

export async function loadReplyForm(db: Queryable, record: RegisterRecord): Promise<ReplyFormData> {
  const lang = parseLang(record.lang);
  const [[site], saved] = await Promise.all([
    db.query<{ company_name: string }>("select company_name from site where lang = $1", [lang]),
    listSavedReplies(db, lang),
  ]);
  const to = { lang, name: record.fullName, reference: record.reference, company: site?.company_name ?? "" };
  return {
    to,
    template: replyTemplate(to),
    placeholders: placeholderValues(to, {
      receivedAt: record.receivedAt,
      answerDueAt: record.deadlines?.answer.dueAt ?? null,
    }),
    saved: saved.map(({ id, title, body }) => ({ id, title, body })),
  };
}
