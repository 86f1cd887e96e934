// The outbox's job about staff accounts; its handler and words: deliveries.server.ts, mail-strings.ts.
import { z } from "zod";
import { languages } from "../../i18n/lang.ts";
import { enqueuer } from "../../outbox/jobs.ts";

export const staffJobs = {
  /** A staff member gets the set-up link an admin made for them (an invitation or a reset). */
  "staff.invite": z.object({
    accountId: z.uuid(),
    /** The language of the admin's page, which the e-mail is written in first. */
    lang: z.enum(languages),
    reason: z.enum(["invite", "reset"]),
    /** The set-up link; "" once sent: the outbox keeps no working link after delivery (decision 0022). */
    link: z.union([z.url({ protocol: /^https?$/ }), z.literal("")]),
  }),
} as const;

export const enqueue = enqueuer(staffJobs);
