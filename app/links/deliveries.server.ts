// The e-mail telling an editor of the links that newly fail, in English then Khmer, with the
// back office's page that lists them (/admin/links). Sent only to an editor still active.
import { fillCount, fill } from "../i18n/fill.ts";
import type { Lang } from "../i18n/lang.ts";
import type { DeliveryOptions, Handlers } from "../outbox/jobs.ts";
import { inTwoLanguages, messageIdFor, siteLink } from "../outbox/mail.ts";
import type { linkJobs } from "./jobs.ts";
import { linkMailStrings } from "./mail-strings.ts";

export function linkDeliveries({ mailer, from, siteUrl }: DeliveryOptions): Handlers<typeof linkJobs> {
  return {
    "links.broken": async (payload, db, jobId) => {
      const [editor] = await db.query<{ email: string; name: string }>(
        "select email, display_name as name from staff_accounts where id = $1 and status = 'active' and 'editor' = any(roles)",
        [payload.accountId],
      );
      if (!editor) return;
      const count = payload.urls.length;
      const body = (lang: Lang) => {
        const t = linkMailStrings[lang];
        return [
          fill(t.greeting, { name: editor.name }),
          "",
          fillCount(t, "found", count),
          "",
          ...payload.urls.map((url) => `- ${url}`),
          "",
          t.action,
          siteLink(siteUrl, lang === "km" ? "/admin/links?l=km" : "/admin/links"),
        ];
      };
      await mailer.send({
        messageId: messageIdFor(jobId, from),
        from,
        to: editor.email,
        subject: fillCount(linkMailStrings.en, "subject", count),
        text: inTwoLanguages(body("en"), body("km"), [linkMailStrings.en.automatic, linkMailStrings.km.automatic]),
      });
    },
  };
}
