// The complainant's rating of the answer (decision 0045): the closing e-mail carries two signed
// links (good, bad) in the complainant's language. The first one used records the rating, once
// per complaint; a forged, reused or erased complaint's link finds nothing, as an unknown one
// would. The page it opens takes one optional comment. A bad rating tells the owner (or, with
// none, the team).
import type { Db, Queryable } from "../../../db/client.ts";
import { withLang, type Lang } from "../../i18n/lang.ts";
import { isSigned, signed } from "../../signing/signing-keys.server.ts";
import { enqueue } from "../jobs.ts";
import { ratingCommentLimit, ratings, type Rating } from "./ratings.ts";

/** How long after rating the comment can still be sent. */
const commentHours = 24;
const referencePattern = /^CMP-\d{4}-\d{6,}$/;

const signedFor = (db: Queryable, text: string, signature: string) => isSigned(db, "complaint-rating", text, signature);

/** The closing e-mail's two links, in the complainant's language. */
export async function ratingLinks(
  db: Queryable,
  origin: string,
  reference: string,
  lang: Lang,
): Promise<Record<Rating, string>> {
  const link = async (rating: Rating) =>
    `${origin.replace(/\/+$/, "")}${withLang(
      `/complaint/rate?${new URLSearchParams({
        ref: reference,
        r: rating,
        sig: await signed(db, "complaint-rating", `${reference}:${rating}`),
      })}`,
      lang,
    )}`;
  return { good: await link("good"), bad: await link("bad") };
}

export interface Rated {
  reference: string;
  rating: Rating;
  /** Signs the one comment the page may send. */
  commentToken: string;
}

/** Records the rating of a signed link's first use; null for anything else (forged, used, unknown, not closed). */
export async function rateComplaint(
  db: Db,
  reference: string,
  rating: string,
  signature: string,
): Promise<Rated | null> {
  if (!referencePattern.test(reference) || !(ratings as readonly string[]).includes(rating)) return null;
  if (!(await signedFor(db, `${reference}:${rating}`, signature))) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ complaint_id: string }>(
      `insert into complaint_ratings (complaint_id, rating)
       select id, $2 from complaints where reference = $1 and status in ('resolved', 'rejected')
       on conflict (complaint_id) do nothing returning complaint_id`,
      [reference, rating],
    );
    if (!row) return null;
    if (rating === "bad") await enqueue(tx, "complaint.rated", { complaintId: row.complaint_id });
    return {
      reference,
      rating: rating as Rating,
      commentToken: await signed(tx, "complaint-rating", `${reference}:comment`),
    };
  });
}

/** The rating's one comment; false when the token is not this complaint's, or the comment was sent or is late. */
export async function commentOnRating(
  db: Queryable,
  reference: string,
  token: string,
  comment: string,
): Promise<boolean> {
  const text = comment.trim().slice(0, ratingCommentLimit);
  if (!referencePattern.test(reference) || text === "" || !(await signedFor(db, `${reference}:comment`, token)))
    return false;
  const rows = await db.query(
    `update complaint_ratings r set comment = $2, commented_at = now()
       from complaints c
      where c.id = r.complaint_id and c.reference = $1 and r.comment is null
        and r.rated_at > now() - make_interval(hours => ${commentHours})
     returning 1`,
    [reference, text],
  );
  return rows.length > 0;
}

export interface ComplaintRating {
  rating: Rating;
  comment: string | null;
  ratedAt: string;
}

/** The complaint's rating, if it was rated. */
export async function ratingOf(db: Queryable, complaintId: string): Promise<ComplaintRating | null> {
  const [row] = await db.query<{ rating: Rating; comment: string | null; rated_at: Date }>(
    "select rating, comment, rated_at from complaint_ratings where complaint_id = $1",
    [complaintId],
  );
  return row ? { rating: row.rating, comment: row.comment, ratedAt: new Date(row.rated_at).toISOString() } : null;
}
