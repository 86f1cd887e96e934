// The redirect form: one schema, used in the browser (Conform) and again by the action, with the
// messages in the page's language. What needs the database (loops, pages that answer) is
// checked by app/redirects/redirects.server.ts and worded with the same strings.
import { perLanguage } from "../../i18n/lang.ts";
import { z } from "../../validation/zod.ts";
import type { RedirectProblem } from "../../redirects/redirects.server.ts";
import { redirectsStrings } from "./redirects-strings.ts";

export const redirectLimit = 1000;

export const redirectFormSchema = perLanguage((lang) => {
  const t = redirectsStrings[lang];
  const address = z
    .string({ error: t.required })
    .trim()
    .min(1, { error: t.required, abort: true })
    .max(redirectLimit, t.tooLong);
  return z
    .object({
      intent: z.enum(["save"]),
      /** Absent: a new one. */
      id: z.uuid().optional(),
      from: address.refine((from) => from.startsWith("/") && !from.startsWith("//"), t.notPath),
      to: address,
      otherSite: z.boolean().optional(),
    })
    .superRefine((value, context) => {
      // Said beside the box that allows it, so that ticking it clears the refusal.
      if (/^https?:/i.test(value.to) && !value.otherSite)
        context.addIssue({ code: "custom", path: ["otherSite"], message: t.otherSiteRefused });
    });
});

/** The form's field a problem the database found is said beside: another site's beside the box that allows it. */
export const problemField = (problem: RedirectProblem) =>
  problem.problem === "otherSite" ? "otherSite" : problem.field;

/** A problem the database found, in the page's language. */
export function problemWords(problem: RedirectProblem["problem"], t: (typeof redirectsStrings)["en"]): string {
  return problem === "otherSite" ? t.otherSiteRefused : t[problem];
}
