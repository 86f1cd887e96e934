// The page a rating link of the closing e-mail opens (decision 0045): the link's first use
// records the rating (a plain link, so it works without scripts); the page then takes one
// optional comment. A forged or used link, or one of an erased complaint, gets the same page as
// an unknown one. Nothing of it is kept by any cache.
import type { Route } from "./+types/rate";
import { data } from "react-router";
import { pageMeta } from "../seo/seo.ts";
import { RouteErrorBoundary } from "../layout/ErrorScreen.tsx";
import { services } from "../../http/context.server.ts";
import { cacheHeaders } from "../../http/cache.ts";
import { readFormBody } from "../../http/request-body.server.ts";
import { useLang, useStrings } from "../../i18n/define.ts";
import { localNumber } from "../../i18n/digits.ts";
import { fill } from "../../i18n/fill.ts";
import { langOfSearch, withLang } from "../../i18n/lang.ts";
import { commentOnRating, rateComplaint, type Rated } from "../../register/ratings/ratings.server.ts";
import { ratingCommentLimit } from "../../register/ratings/ratings.ts";
import { complaintRatingStrings } from "./strings.ts";
import "../../ui/fields.css";
import "../forms/forms.css";
import "../complaint-status/complaint-status.css";

type Answer =
  | { kind: "unknown" }
  | ({ kind: "rated" } & Rated)
  | ({ kind: "invalid"; problem: "commentMissing" | "commentTooLong"; comment: string } & Rated)
  | { kind: "commented" };

const personal = { headers: cacheHeaders("personal") };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // A link checker's HEAD request records nothing; a person's click is a GET.
  if (request.method !== "GET") return data<Answer>({ kind: "unknown" }, personal);
  const rated = await rateComplaint(
    services(context).db,
    url.searchParams.get("ref")?.trim().toUpperCase() ?? "",
    url.searchParams.get("r") ?? "",
    url.searchParams.get("sig") ?? "",
  );
  return data<Answer>(rated ? { kind: "rated", ...rated } : { kind: "unknown" }, personal);
}

export async function action({ request, context }: Route.ActionArgs) {
  const body = await readFormBody(request, 16 * 1024);
  if (!body.ok) throw data("Send the form", { status: body.status, ...personal });
  const field = (name: string) => String(body.value.get(name) ?? "");
  const rated = {
    reference: field("reference").slice(0, 40),
    rating: field("rating") === "bad" ? "bad" : "good",
    commentToken: field("token").slice(0, 40),
  } as const;
  const comment = field("comment").trim();
  if (comment === "" || [...comment].length > ratingCommentLimit)
    return data<Answer>(
      {
        kind: "invalid",
        problem: comment === "" ? "commentMissing" : "commentTooLong",
        comment: comment.slice(0, ratingCommentLimit * 2),
        ...rated,
      },
      { status: 400, ...personal },
    );
  const sent = await commentOnRating(services(context).db, rated.reference, rated.commentToken, comment);
  return data<Answer>(sent ? { kind: "commented" } : { kind: "unknown" }, { status: sent ? 200 : 404, ...personal });
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.get("Cache-Control") ? actionHeaders : loaderHeaders;
}

export function meta(args: Route.MetaArgs) {
  const t = complaintRatingStrings[langOfSearch(args.location.search)];
  return [...pageMeta(args, { title: t.title, description: t.title }), { name: "robots", content: "noindex" }];
}

function CommentForm({ answer }: { answer: Extract<Answer, { kind: "rated" | "invalid" }> }) {
  const t = useStrings(complaintRatingStrings);
  const lang = useLang();
  const count = localNumber(ratingCommentLimit, lang);
  const problem = answer.kind === "invalid" ? fill(t[answer.problem], { count }) : null;
  return (
    <form method="post" action={withLang("/complaint/rate", lang)} className="complaint-status__form" noValidate>
      <input type="hidden" name="reference" value={answer.reference} />
      <input type="hidden" name="rating" value={answer.rating} />
      <input type="hidden" name="token" value={answer.commentToken} />
      <div className="form-field">
        <label htmlFor="rating-comment">{t.comment}</label>
        <p id="rating-comment-hint" className="complaint-status__hint">
          {fill(t.commentHint, { count })}
        </p>
        <textarea
          id="rating-comment"
          name="comment"
          rows={5}
          defaultValue={answer.kind === "invalid" ? answer.comment : undefined}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "rating-comment-hint rating-comment-error" : "rating-comment-hint"}
        />
        {problem && (
          <p id="rating-comment-error" className="form-field__error">
            {problem}
          </p>
        )}
      </div>
      <button type="submit" className="button button--primary">
        {t.send}
      </button>
    </form>
  );
}

export default function ComplaintRating({ loaderData, actionData }: Route.ComponentProps) {
  const t = useStrings(complaintRatingStrings);
  // After a post the loader runs again and finds the link used: the action's answer is the page's.
  const answer = actionData ?? loaderData;
  if (answer.kind === "unknown")
    return (
      <div className="container complaint-status">
        <h1>{t.unknownTitle}</h1>
        <p>{t.unknown}</p>
      </div>
    );
  return (
    <div className="container complaint-status">
      <h1>{t.thanks}</h1>
      {answer.kind === "commented" ? (
        <p role="status">{t.commented}</p>
      ) : (
        <>
          <p>
            {/* The reference on one line, as the tracking page writes it. */}
            {t[`rated_${answer.rating}`].split("{reference}").flatMap((part, index) =>
              index === 0
                ? [part]
                : [
                    <span key={index} className="nowrap">
                      {answer.reference}
                    </span>,
                    part,
                  ],
            )}
          </p>
          <CommentForm answer={answer} />
        </>
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
