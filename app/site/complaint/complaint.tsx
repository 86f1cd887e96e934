import type { Route } from "./+types/complaint";
import { pageMeta } from "../seo/seo.ts";
import { ComplaintForm, type ComplaintSent } from "./ComplaintForm.tsx";
import { Disclosure } from "../../ui/Disclosure.tsx";
import { RouteErrorBoundary } from "../layout/ErrorScreen.tsx";
import { PageHero } from "../../ui/PageHero.tsx";
import { ResponsiveImage } from "../../images/ResponsiveImage.tsx";
import { ComplaintCard } from "./ComplaintCard.tsx";
import { services } from "../../http/context.server.ts";
import { loadOrRespond } from "../../content/query.server.ts";
import { complaintForms, getComplaint } from "../../content/complaint/read.server.ts";
import { formPageHeaders } from "../../http/cache.ts";
import { useLang, useStrings } from "../../i18n/define.ts";
import { langOf, withLang } from "../../i18n/lang.ts";
import { complaintFormStrings } from "./strings.ts";
import { serviceStrings } from "../services/strings.ts";
import { holdComplaint, receiveComplaint, saveComplaint } from "./complaint.server.ts";
import { pageStamp, screenFormPost } from "../forms/bot-checks.server.ts";
import { complaintConstraint } from "./complaint-form.ts";
import { KeyReused } from "../forms/idempotency.server.ts";
import { formAnswer, guardSubmission, pageKey, refusalAnswer } from "../forms/submission.server.ts";
import { tokenField } from "../forms/token.ts";
import { requestLog } from "../../http/request-log.server.ts";
import { UploadError } from "../../uploads/multipart.server.ts";
import "../services/service.css";
import "./complaint.css";

export const handle = { islands: ["complaintForm"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = langOf(request.url);
  const complaint = await loadOrRespond(() => getComplaint(services(context).db, lang));
  // The form's HTML constraints come from its schema, here on the server: the browser then
  // builds the schema only when it first validates, not while the page hydrates.
  return {
    complaint,
    categories: complaintForms(complaint),
    constraint: complaintConstraint(lang),
    stamp: await loadOrRespond(() => pageStamp(services(context).db)),
  };
}

/**
 * A posted complaint: within the rate limit, received as a stream, checked, stored with its
 * files and deliveries once per one-time token, then answered. Refusals re-render the form with
 * the visitor's input.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const lang = langOf(request.url);
  const t = complaintFormStrings[lang];
  const { db, storage, forms } = services(context);
  const answer = formAnswer<ComplaintSent>;
  const failed = (status: number) => answer({ result: null, outcome: { kind: "failed" } }, status);

  const refused = await guardSubmission(request, context, { form: "complaint", drain: true });
  if (refused) return refusalAnswer<ComplaintSent>(refused);

  let intake;
  try {
    intake = await receiveComplaint(request, lang, forms.uploadTmpDir);
  } catch (error) {
    if (!(error instanceof UploadError)) {
      // The upload could not be kept while it was read (a full disk): the form says so.
      requestLog().error({ err: error }, "complaint not received");
      return failed(503);
    }
    if (error.status !== 413) return failed(error.status);
    return answer({ result: { status: "error", error: { Files: [t.filesTooLarge] } }, outcome: null }, 413);
  }
  try {
    const key = pageKey(intake.submission.payload[tokenField]);
    if (key === false) return failed(400);
    if (!intake.ok)
      return answer({ result: intake.submission.reply({ fieldErrors: intake.errors }), outcome: null }, intake.status);
    const { values } = intake;
    const screening = await screenFormPost(db, intake.submission.payload, {
      minFillMs: forms.minFillMs,
      email: values.Email,
    });
    const { spam } = screening;
    const input = { lang, values, files: intake.files, source: "site", forward: forms.forward } as const;
    // Spam waits in the Spam list; the sender sees the same thanks, without a reference.
    if (spam) {
      await holdComplaint(db, storage, input, spam);
      return answer({
        result: intake.submission.reply({ resetForm: true }),
        outcome: { kind: "sent", reference: null, email: values.Email },
      });
    }
    const saved = await saveComplaint(db, storage, { ...input, unverified: screening.unverified, key });
    return answer({
      result: intake.submission.reply({ resetForm: true }),
      outcome: { kind: "sent", reference: saved.reference, email: values.Email },
    });
  } catch (error) {
    // The token came before with other content: only a tampered form sends that.
    if (error instanceof KeyReused)
      return answer({ result: intake.submission.reply(), outcome: { kind: "failed" } }, 422);
    requestLog().error({ err: error }, "complaint not stored");
    return answer({ result: intake.submission.reply(), outcome: { kind: "failed" } }, 503);
  } finally {
    await intake.cleanup();
  }
}

export const headers = formPageHeaders;

export function meta(args: Route.MetaArgs) {
  const complaint = args.loaderData?.complaint;
  return pageMeta(args, complaint && { title: complaint.title, description: complaint.description });
}

export default function Complaint({
  loaderData: { complaint, categories, constraint, stamp },
  actionData,
}: Route.ComponentProps) {
  const s = useStrings(serviceStrings);
  const t = useStrings(complaintFormStrings);
  const lang = useLang();
  return (
    <div className="complaint-page">
      <PageHero image={complaint.image1} title={complaint.title}>
        <p className="service-lead">{complaint.description}</p>
      </PageHero>
      <div className="container service-section">
        {/* Both open by default; expand and collapse over 0.7 s (spec). */}
        <Disclosure slow defaultOpen summary={complaint.title1}>
          <p>{complaint.description1}</p>
        </Disclosure>
        <Disclosure slow defaultOpen summary={complaint.title2}>
          <p>{complaint.description2}</p>
        </Disclosure>
      </div>
      <div className="container service-section">
        <ResponsiveImage
          className="complaint-process"
          src={complaint.image2}
          alt={s.processImageAlt}
          width={1200}
          height={500}
          sizes="(min-width: 992px) 960px, calc(100vw - 32px)"
        />
      </div>
      <div className="container service-section">
        <p>
          <a href={withLang("/complaint/status", lang)}>{t.followLink}</a>
        </p>
      </div>
      <div className="container service-section complaint-contact">
        <ComplaintCard complaint={complaint} categories={categories} />
        <ComplaintForm
          labels={complaint}
          constraint={constraint}
          lastResult={actionData?.result}
          outcome={actionData?.outcome ?? null}
          noticeId={actionData?.noticeId ?? null}
          stamp={stamp}
        />
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
