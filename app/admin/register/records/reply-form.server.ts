// What a record's reply form starts with: who it goes to in their language (and the company's
// name in it), the greeting and signature to write between, the values of the saved replies'
// placeholders, and the team's saved replies in that language.
import type { Queryable } from "../../../../db/client.ts";
import { parseLang } from "../../../i18n/lang.ts";
import type { ReplyFormData } from "./ReplyAction.tsx";
import { placeholderValues, replyTemplate } from "../../../register/reply-mail.ts";
import { listSavedReplies } from "../saved-replies/saved-replies.server.ts";
import type { RegisterRecord } from "./screens.server.ts";

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
