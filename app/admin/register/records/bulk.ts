// The list's bulk actions: several records, one change, each record done as if by hand (the
// same rules, refusals and audit as its page's action) and the outcome told per record. One
// schema for the browser and the action; `change` is a value of the form's one select.
import { perLanguage } from "../../../i18n/lang.ts";
import { z } from "../../../validation/zod.ts";
import { adminRegisterStrings } from "../strings.ts";
import { isUuid, type RegisterKind } from "../../../register/workflow.ts";
import { isFinal, registerScreens, type RegisterStatus } from "../kinds.ts";
import type { RegisterActionInput } from "./record-action.server.ts";

/** At most one list page at once. */
const bulkLimit = 100;

/** What a bulk change does to each record: a record action (as its page sends it), or "mark as spam". */
export type BulkChange = { kind: "action"; input: RegisterActionInput } | { kind: "spam" };

/** The statuses offered: the final ones need an outcome and an answer written per record, on its page. */
export const bulkStatuses = (kind: RegisterKind): RegisterStatus[] =>
  registerScreens[kind].statuses.filter(
    (status) => status !== "new" && status !== "merged" && !isFinal(kind, status),
  ) as RegisterStatus[];

/** The select's value read: "owner:me", "owner:nobody", "owner:<id>", "category:<id>", "category:none", "status:<status>", "spam". */
export function parseBulkChange(kind: RegisterKind, value: string): BulkChange | null {
  const [what, arg = ""] = value.split(/:(.*)/s);
  switch (what) {
    case "owner":
      return arg === "me" || arg === "nobody" || isUuid(arg)
        ? { kind: "action", input: { intent: "owner", take: arg, anyOwner: true } }
        : null;
    case "category":
      if (kind !== "complaint") return null;
      if (arg === "none") return { kind: "action", input: { intent: "category" } };
      return isUuid(arg) ? { kind: "action", input: { intent: "category", categoryId: arg } } : null;
    case "status":
      return (bulkStatuses(kind) as string[]).includes(arg)
        ? { kind: "action", input: { intent: "status", to: arg as RegisterStatus } }
        : null;
    case "spam":
      return arg === "" ? { kind: "spam" } : null;
    default:
      return null;
  }
}

export const bulkForm = perLanguage((lang) => {
  const t = adminRegisterStrings[lang];
  return z.object({
    intent: z.enum(["bulk"]),
    ids: z
      .array(z.string().refine(isUuid, t.bulkNoneChosen), { error: t.bulkNoneChosen })
      .min(1, t.bulkNoneChosen)
      .max(bulkLimit, t.bulkTooMany),
    change: z.string({ error: t.bulkNoChange }).min(1, t.bulkNoChange).max(60),
  });
});
