// The complainant's tracking page (issue 32): with the reference and the e-mail address or phone
// number of the complaint (posted, so neither is in an address or a log), or with the signed
// link of the acknowledgement e-mail, it shows the status and its dates. A document without
// scripts; nothing of it is kept by any cache, shared or the browser's.
import type { Route } from "./+types/status";
import { data } from "react-router";
import { pageMeta } from "../seo/seo.ts";
import { RouteErrorBoundary } from "../layout/ErrorScreen.tsx";
import { requestInfoContext, services } from "../../http/context.server.ts";
import { cacheHeaders } from "../../http/cache.ts";
import { hitRateLimit } from "../../http/rate-limit.server.ts";
import { readFormBody } from "../../http/request-body.server.ts";
import { useLang, useStrings } from "../../i18n/define.ts";
import { fill } from "../../i18n/fill.ts";
import { langOf, langOfSearch, withLang } from "../../i18n/lang.ts";
import { complaintProgress, type ComplaintProgress } from "../../register/progress.server.ts";
import { isSignedFor } from "../../register/signed-link.server.ts";
import { complaintStatusStrings } from "./strings.ts";
import "../../ui/fields.css";
import "../forms/forms.css";
import "./complaint-status.css";

/** Guesses allowed per hour, from one address and at one reference. */
const guesses = { max: 20, windowSeconds: 3600 };
const referencePattern = /^CMP-\d{4}-\d{6}$/;

/** What was typed, kept for another try. */
interface Typed {
  reference: string;
  contact: string;
}

type Answer =
  | { kind: "form"; problem: "badLink" | null }
  | ({ kind: "notFound" } & Typed)
  | ({ kind: "invalid"; errors: { reference?: string; contact?: string } } & Typed)
  | { kind: "limited"; minutes: number }
  | { kind: "found"; progress: ComplaintProgress };

const personal = { headers: cacheHeaders("personal") };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const reference = url.searchParams.get("ref")?.trim().toUpperCase() ?? "";
  const signature = url.searchParams.get("sig") ?? "";
  if (!reference && !signature) return data<Answer>({ kind: "form", problem: null }, personal);
  const { db } = services(context);
  const progress =
    referencePattern.test(reference) && (await isSignedFor(db, reference, signature))
      ? await complaintProgress(db, reference, langOf(request.url))
      : null;
  return data<Answer>(progress ? { kind: "found", progress } : { kind: "form", problem: "badLink" }, personal);
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = langOf(request.url);
  const t = complaintStatusStrings[lang];
  const { db } = services(context);
  const body = await readFormBody(request, 4096);
  if (!body.ok) throw data("Send the form", { status: body.status, ...personal });
  const reference = String(body.value.get("reference") ?? "")
    .trim()
    .toUpperCase()
    .slice(0, 40);
  const contact = String(body.value.get("contact") ?? "")
    .trim()
    .slice(0, 254);
  const errors = {
    ...(!reference
      ? { reference: t.referenceRequired }
      : !referencePattern.test(reference)
        ? { reference: t.referenceFormat }
        : {}),
    ...(!contact ? { contact: t.contactRequired } : {}),
  };
  if (errors.reference || errors.contact)
    return data<Answer>({ kind: "invalid", reference, contact, errors }, { status: 400, ...personal });
  // Each try counts, from its address and at its reference: guessing is slow from one address,
  // and at one complaint from many.
  const verdicts = await Promise.all([
    hitRateLimit(db, `complaint-status:${context.get(requestInfoContext).clientIp}`, guesses),
    hitRateLimit(db, `complaint-status-reference:${reference}`, guesses),
  ]);
  const refused = verdicts.find((verdict) => !verdict.allowed);
  if (refused)
    return data<Answer>(
      { kind: "limited", minutes: Math.ceil(refused.retryAfterSeconds / 60) },
      { status: 429, headers: { ...personal.headers, "Retry-After": String(refused.retryAfterSeconds) } },
    );
  const progress = await complaintProgress(db, reference, lang, contact);
  return data<Answer>(progress ? { kind: "found", progress } : { kind: "notFound", reference, contact }, personal);
}

/** Loader's and action's Cache-Control: never kept (the action's, for its answers, else the loader's). */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.get("Cache-Control") ? actionHeaders : loaderHeaders;
}

export function meta(args: Route.MetaArgs) {
  const t = complaintStatusStrings[langOfSearch(args.location.search)];
  return [...pageMeta(args, { title: t.title, description: t.description }), { name: "robots", content: "noindex" }];
}

function Progress({ progress }: { progress: ComplaintProgress }) {
  const t = useStrings(complaintStatusStrings);
  const dates: [string, string | null][] = [
    [t.received, progress.receivedAt],
    [t.acknowledged, progress.acknowledgedAt],
    [t.answered, progress.answeredAt],
  ];
  return (
    <section className="complaint-status__found" aria-labelledby="complaint-status-found">
      <h2 id="complaint-status-found">{fill(t.yourComplaint, { reference: progress.reference })}</h2>
      {progress.joinedFrom && <p>{fill(t.joined, { merged: progress.joinedFrom, reference: progress.reference })}</p>}
      <dl className="complaint-status__facts">
        <div>
          <dt>{t.status}</dt>
          <dd>
            <strong>{t[`status_${progress.status}`]}</strong>
            <br />
            {progress.answerEmailed === false
              ? t[`explain_${progress.status as "resolved" | "rejected"}_notEmailed`]
              : t[`explain_${progress.status}`]}
          </dd>
        </div>
        {dates.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value ?? t.notYet}</dd>
          </div>
        ))}
        {progress.answerBy && (
          <div>
            <dt>{t.promised}</dt>
            <dd>{fill(t.endOfDay, { date: progress.answerBy })}</dd>
          </div>
        )}
      </dl>
      <p>{t.help}</p>
    </section>
  );
}

function LookupForm({ answer }: { answer: Answer }) {
  const t = useStrings(complaintStatusStrings);
  const lang = useLang();
  const invalid = answer.kind === "invalid" ? answer : null;
  const typed = answer.kind === "invalid" || answer.kind === "notFound" ? answer : null;
  const message =
    answer.kind === "limited"
      ? fill(t.limited, { minutes: answer.minutes })
      : answer.kind === "notFound"
        ? t.notFound
        : answer.kind === "form" && answer.problem
          ? t[answer.problem]
          : null;
  const field = (name: "reference" | "contact", label: string, hint: string, autoComplete: string) => {
    const error = invalid?.errors[name];
    return (
      <div className="form-field">
        <label htmlFor={`status-${name}`}>{label}</label>
        <p id={`status-${name}-hint`} className="complaint-status__hint">
          {hint}
        </p>
        <input
          id={`status-${name}`}
          name={name}
          autoComplete={autoComplete}
          spellCheck={false}
          aria-required="true"
          defaultValue={typed?.[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `status-${name}-hint status-${name}-error` : `status-${name}-hint`}
        />
        {error && (
          <p id={`status-${name}-error`} className="form-field__error">
            {error}
          </p>
        )}
      </div>
    );
  };
  return (
    // The server's messages, in the page's language, not the browser's own.
    <form method="post" action={withLang("/complaint/status", lang)} className="complaint-status__form" noValidate>
      {message && (
        <p className="complaint-status__problem" role="alert">
          {message}
        </p>
      )}
      {field("reference", t.reference, t.referenceHint, "off")}
      {field("contact", t.contact, t.contactHint, "email")}
      <button type="submit" className="button button--primary">
        {t.show}
      </button>
    </form>
  );
}

export default function ComplaintStatus({ loaderData, actionData }: Route.ComponentProps) {
  const t = useStrings(complaintStatusStrings);
  const lang = useLang();
  const answer = actionData ?? loaderData;
  return (
    <div className="container complaint-status">
      <h1>{t.title}</h1>
      {answer.kind === "found" ? (
        <>
          <Progress progress={answer.progress} />
          <p>
            <a href={withLang("/complaint/status", lang)}>{t.another}</a>
          </p>
        </>
      ) : (
        <>
          <p className="section-lead">{t.lead}</p>
          <LookupForm answer={answer} />
        </>
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
