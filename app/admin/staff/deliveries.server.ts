// The set-up link an admin made for a staff member (an invitation or a reset), e-mailed in the
// admin's language first, then the other.
import { fill } from "../../i18n/fill.ts";
import { otherLang, type Lang } from "../../i18n/lang.ts";
import type { DeliveryOptions, Handlers } from "../../outbox/jobs.ts";
import { inTwoLanguages, messageIdFor } from "../../outbox/mail.ts";
import { readSetupToken } from "./accounts.server.ts";
import type { staffJobs } from "./jobs.ts";
import { staffMailStrings } from "./mail-strings.ts";

export function staffDeliveries({ mailer, from }: DeliveryOptions): Handlers<typeof staffJobs> {
  return {
    /**
     * Sent unless the link stopped working in the meantime (used, replaced by a newer one,
     * expired, the account disabled). The link is then blanked in the job's row, so the outbox
     * keeps no working link once it has gone out.
     */
    "staff.invite": async (payload, db, jobId) => {
      // "": sent by an earlier attempt that was cut off before the job was marked done.
      if (payload.link === "") return;
      const setup = await readSetupToken(db, new URL(payload.link).searchParams.get("token") ?? "");
      if (setup) {
        const sites = await db.query<{ lang: string; company_name: string }>("select lang, company_name from site");
        const values = (lang: Lang) => ({
          name: setup.account.displayName,
          email: setup.account.email,
          company: sites.find((site) => site.lang === lang)?.company_name ?? "",
        });
        const body = (lang: Lang) => {
          const t = staffMailStrings[lang];
          return [
            t.greeting,
            "",
            payload.reason === "invite" ? t.invited : t.reset,
            "",
            t.action,
            payload.link,
            "",
            t.ignore,
          ].map((line) => fill(line, values(lang)));
        };
        const [first, second] = [payload.lang, otherLang(payload.lang)];
        const t = staffMailStrings[first];
        await mailer.send({
          messageId: messageIdFor(jobId, from),
          from,
          to: setup.account.email,
          subject: fill(payload.reason === "invite" ? t.subjectInvite : t.subjectReset, values(first)),
          text: inTwoLanguages(body(first), body(second), [t.automatic, staffMailStrings[second].automatic]),
        });
      }
      await db.query(`update outbox set payload = jsonb_set(payload, '{link}', '""') where id = $1`, [jobId]);
    },
  };
}
