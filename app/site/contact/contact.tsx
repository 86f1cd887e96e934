import { parseWithZod } from "@conform-to/zod/v4";
import type { Route } from "./+types/contact";
import { ContactForm } from "./ContactForm.tsx";
import { contactSchema } from "./contact-form.ts";
import { holdContactMessage, saveContactMessage } from "./contact.server.ts";
import { pageStamp, screenFormPost } from "../forms/bot-checks.server.ts";
import { readFormBody } from "../../http/request-body.server.ts";
import { KeyReused } from "../forms/idempotency.server.ts";
import { formAnswer, guardSubmission, pageKey, refusalAnswer } from "../forms/submission.server.ts";
import { tokenField } from "../forms/token.ts";
import { pageMeta } from "../seo/seo.ts";
import { requestLog } from "../../http/request-log.server.ts";
import { RouteErrorBoundary } from "../layout/ErrorScreen.tsx";
import { PageHero } from "../../ui/PageHero.tsx";
import { EmailLink, PhoneLink } from "../services/ContactLinks.tsx";
import { InfoList } from "../services/InfoList.tsx";
import { services } from "../../http/context.server.ts";
import { loadOrRespond } from "../../content/query.server.ts";
import { getContacts } from "../../content/contacts/read.server.ts";
import { formPageHeaders } from "../../http/cache.ts";
import { useStrings } from "../../i18n/define.ts";
import { langOf } from "../../i18n/lang.ts";
import { serviceStrings } from "../services/strings.ts";
import "../services/service.css";

export const handle = { islands: ["contactForm"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = services(context);
  const contacts = await loadOrRespond(() => getContacts(db, langOf(request.url)));
  return { contacts, stamp: await loadOrRespond(() => pageStamp(db)) };
}

/** Room for the longest message the form takes: 5000 Khmer characters are 45 KB URL-encoded. */
const maxBodyBytes = 64 * 1024;

/**
 * A posted message: within the rate limit, validated with the form's schema, stored (with its
 * delivery jobs) once per one-time token, then answered.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const lang = langOf(request.url);
  const { db, forms } = services(context);
  const refused = await guardSubmission(request, context, { form: "contact", drain: true });
  if (refused) return refusalAnswer(refused);
  const body = await readFormBody(request, maxBodyBytes);
  if (!body.ok) return formAnswer({ result: null, outcome: { kind: "failed" } }, body.status);
  const key = pageKey(body.value.get(tokenField));
  if (key === false) return formAnswer({ result: null, outcome: { kind: "failed" } }, 400);
  const submission = parseWithZod(body.value, { schema: contactSchema(lang) });
  if (submission.status !== "success") return formAnswer({ result: submission.reply(), outcome: null }, 400);
  try {
    const screening = await screenFormPost(db, submission.payload, {
      minFillMs: forms.minFillMs,
      email: submission.value.email,
    });
    const { spam } = screening;
    // Spam waits in the Spam list; the sender sees the same thanks.
    if (spam) await holdContactMessage(db, lang, submission.value, { forward: forms.forward }, spam);
    else
      await saveContactMessage(db, lang, submission.value, {
        forward: forms.forward,
        unverified: screening.unverified,
        key,
      });
  } catch (error) {
    // The token came before with other content: only a tampered form sends that.
    if (error instanceof KeyReused) return formAnswer({ result: submission.reply(), outcome: { kind: "failed" } }, 422);
    requestLog().error({ err: error }, "contact message not stored");
    return formAnswer({ result: submission.reply(), outcome: { kind: "failed" } }, 503);
  }
  return formAnswer({ result: submission.reply({ resetForm: true }), outcome: { kind: "sent" } });
}

export const headers = formPageHeaders;

export function meta(args: Route.MetaArgs) {
  const contacts = args.loaderData?.contacts;
  return pageMeta(args, contacts && { title: contacts.title, description: contacts.description });
}

export default function Contact({ loaderData: { contacts, stamp }, actionData }: Route.ComponentProps) {
  const s = useStrings(serviceStrings);
  return (
    <>
      <PageHero image={contacts.image1} title={contacts.title}>
        <p className="service-lead">{contacts.description}</p>
      </PageHero>
      <ul className="container service-section office-list">
        {contacts.address.map((office, index) => (
          <li key={office.label}>
            <article className="service-card" aria-labelledby={`office-${index}`}>
              <h2 id={`office-${index}`} className="service-card__title">
                {office.label}
              </h2>
              <InfoList
                items={[
                  { label: s.address, value: office.address },
                  { label: s.phone, value: <PhoneLink phone={office.phone} /> },
                  { label: s.email, value: office.email ? <EmailLink email={office.email} /> : s.notAvailable },
                ]}
              />
            </article>
          </li>
        ))}
      </ul>
      <ContactForm lastResult={actionData?.result} outcome={actionData?.outcome ?? null} stamp={stamp} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
