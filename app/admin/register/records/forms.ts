// The forms of a record's page (take it or give it back, change the status, write a note,
// reply), one schema each, used in the browser (Conform) and again in the action, with the
// messages in the page's language. What needs the database (the move allowed from where the
// record is now, the owner it has now) is checked by app/register/workflow.server.ts.
import { fill } from "../../../i18n/fill.ts";
import { perLanguage } from "../../../i18n/lang.ts";
import { z } from "../../../validation/zod.ts";
import { adminRegisterStrings } from "../strings.ts";
import { isFinal, needsOutcome, registerScreens, type RegisterStatus } from "../kinds.ts";
import { isUuid, textLimits, type RegisterKind } from "../../../register/workflow.ts";
import { greetingCount } from "../../../register/reply-mail.ts";

export const registerIntents = ["owner", "status", "note", "reply", "category", "merge", "split"] as const;
export type RegisterIntent = (typeof registerIntents)[number];

export const registerForms = perLanguage((lang) => {
  const t = adminRegisterStrings[lang];
  const text = (limit: number, required: string) =>
    z
      .string({ error: required })
      .trim()
      .min(1, required)
      .max(limit, fill(t.tooLong, { max: limit }));
  const outcome = z
    .string()
    .trim()
    .max(textLimits.outcome, fill(t.tooLong, { max: textLimits.outcome }))
    .optional();
  const forKind = (kind: RegisterKind) => {
    /** A move to a final status needs (or may carry) an outcome note; no other move carries one. */
    const checkOutcome = (
      to: RegisterStatus | undefined,
      outcomeNote: string | undefined,
      context: z.RefinementCtx,
    ) => {
      if (to !== undefined && needsOutcome(kind, to) && !outcomeNote)
        context.addIssue({ code: "custom", path: ["outcomeNote"], message: t.outcomeRequired });
      if ((to === undefined || !isFinal(kind, to)) && outcomeNote)
        context.addIssue({ code: "custom", path: ["outcomeNote"], message: t.outcomeNotHere });
    };
    return {
      /** Take it ("me"), give it back ("nobody") or give it to a colleague (their id); `expectedOwner` is the owner shown (absent: nobody). */
      owner: z.object({
        intent: z.enum(["owner"]),
        take: z.union([z.enum(["me", "nobody"]), z.string().refine(isUuid)]),
        expectedOwner: z.string().refine(isUuid).optional(),
      }),
      /**
       * A move; a complaint resolved or rejected also says what the complainant is told: the final
       * answer e-mailed (the whole e-mail, as a reply's `text`), or, with a reason, nothing by e-mail.
       */
      status: z
        .object({
          intent: z.enum(["status"]),
          to: z.enum(registerScreens[kind].statuses),
          outcomeNote: outcome,
          finalAnswer: z.enum(["email", "none"]).optional(),
          answer: z
            .string()
            .trim()
            .max(textLimits.reply, fill(t.tooLong, { max: textLimits.reply }))
            .optional(),
          template: z.string().max(2_000).optional(),
          noEmailReason: outcome,
        })
        .superRefine((value, context) => {
          checkOutcome(value.to, value.outcomeNote, context);
          if (kind !== "complaint" || !isFinal(kind, value.to)) return;
          if (value.finalAnswer === undefined)
            context.addIssue({ code: "custom", path: ["finalAnswer"], message: t.finalAnswerRequired });
          else if (value.finalAnswer === "none" && !value.noEmailReason)
            context.addIssue({ code: "custom", path: ["noEmailReason"], message: t.noEmailReasonRequired });
          else if (value.finalAnswer === "email") {
            if (!value.answer) context.addIssue({ code: "custom", path: ["answer"], message: t.replyRequired });
            else if (value.template !== undefined && value.answer === value.template.trim())
              context.addIssue({ code: "custom", path: ["answer"], message: t.replyUnchanged });
            else if (greetingCount(value.answer) > 1)
              context.addIssue({ code: "custom", path: ["answer"], message: t.replyTwoGreetings });
          }
        }),
      note: z.object({ intent: z.enum(["note"]), text: text(textLimits.note, t.noteRequired) }),
      /** Complaints: merge a possible duplicate (`source`) into this one, or split one merged into it back out. */
      merge: z.object({ intent: z.enum(["merge"]), source: z.string().refine(isUuid) }),
      split: z.object({ intent: z.enum(["split"]), source: z.string().refine(isUuid) }),
      /** A complaint's category (absent: none). */
      category: z.object({ intent: z.enum(["category"]), categoryId: z.string().refine(isUuid).optional() }),
      /**
       * The whole e-mail as written (greeting and signature included, app/register/reply-mail.ts);
       * `template` is what the box held at first, `then` a status to move to once it is sent.
       */
      reply: z
        .object({
          intent: z.enum(["reply"]),
          text: text(textLimits.reply, t.replyRequired),
          template: z.string().max(2_000).optional(),
          then: z.enum(registerScreens[kind].statuses).optional(),
          outcomeNote: outcome,
        })
        .superRefine((value, context) => {
          if (value.template !== undefined && value.text === value.template.trim())
            context.addIssue({ code: "custom", path: ["text"], message: t.replyUnchanged });
          else if (greetingCount(value.text) > 1)
            context.addIssue({ code: "custom", path: ["text"], message: t.replyTwoGreetings });
          checkOutcome(value.then, value.outcomeNote, context);
        }),
    };
  };
  return { complaint: forKind("complaint"), contactMessage: forKind("contactMessage") } satisfies Record<
    RegisterKind,
    Record<RegisterIntent, z.ZodType>
  >;
});
