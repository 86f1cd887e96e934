// The saved reply form: one schema, used in the browser (Conform) and again by the action, with
// the messages in the page's language. The database checks the same bounds again.
import { fill } from "../../../i18n/fill.ts";
import { perLanguage } from "../../../i18n/lang.ts";
import { z } from "../../../validation/zod.ts";
import { unknownPlaceholders } from "../../../register/reply-mail.ts";
import { savedRepliesStrings } from "./saved-replies-strings.ts";

export const savedReplyLimits = { title: 120, body: 20_000 } as const;

export const savedReplyFormSchema = perLanguage((lang) => {
  const t = savedRepliesStrings[lang];
  const required = z.string({ error: t.required }).trim().min(1, { error: t.required, abort: true });
  return z.object({
    intent: z.enum(["save"]),
    /** Absent: a new one. */
    id: z.uuid().optional(),
    lang: z.enum(["en", "km"], { error: t.required }),
    title: required.max(savedReplyLimits.title, t.titleTooLong),
    body: required.max(savedReplyLimits.body, t.bodyTooLong).superRefine((body, context) => {
      const [unknown] = unknownPlaceholders(body);
      if (unknown)
        context.addIssue({ code: "custom", message: fill(t.unknownPlaceholder, { placeholder: `{${unknown}}` }) });
    }),
  });
});
