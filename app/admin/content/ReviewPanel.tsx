// A translation sent for review (reviews.server.ts), on the item's editor: an editor sees what it
// changes and approves it (saved and published in that language) or returns it with a note; its
// translator sees that it waits, or what became of it.
import { Form } from "react-router";
import type { Lang } from "../../i18n/lang.ts";
import { fill } from "../../i18n/fill.ts";
import { formatDateTime } from "../../i18n/dates.ts";
import type { EntityView } from "../../content/model/view.ts";
import type { Pair } from "../../content/model/values.ts";
import { diffRecord } from "../../content/model/diff.ts";
import { adminContentStrings } from "./strings.ts";
import { ChangeList } from "./ChangeList.tsx";
import type { Review } from "./reviews.server.ts";
import { withSharedNow } from "./translation-value.ts";

export function ReviewPanel({
  reviews,
  translates,
  definition,
  saved,
  ui,
}: {
  reviews: Review[];
  /** A translator's languages; null: an editor. */
  translates: readonly Lang[] | null;
  definition: EntityView;
  saved: Pair;
  ui: Lang;
}) {
  const t = adminContentStrings[ui];
  const latest = reviews[0];
  if (!latest) return null;
  const langName = (lang: Lang) => (lang === "km" ? t.khmer : t.english);
  const words = { lang: langName(latest.lang), name: latest.sentBy ?? t.staleSomeone };
  if (translates) {
    // The translator: where their latest sending stands.
    const said =
      latest.outcome === null
        ? fill(t.reviewYoursWaiting, { ...words, when: formatDateTime(latest.sentAt, ui) })
        : fill(latest.outcome === "approved" ? t.reviewApproved : t.reviewReturned, {
            ...words,
            name: latest.decidedBy ?? t.staleSomeone,
            when: formatDateTime(latest.decidedAt ?? latest.sentAt, ui),
          });
    return (
      <section className="admin-notice admin-notice--info ed-review" aria-labelledby="review-title">
        <h2 id="review-title">{t.reviewTitle}</h2>
        <p role="status">{said}</p>
        {latest.outcome === "returned" && latest.decisionNote && (
          <p className="ed-review__note">{fill(t.reviewNote, { note: latest.decisionNote })}</p>
        )}
      </section>
    );
  }
  if (latest.outcome !== null) return null;
  // The editor: what approving changes (the shared fields and the publication stay as they are
  // now, as approveReview keeps them), then approve or return.
  const proposed: Pair = {
    ...saved,
    [latest.lang]: {
      ...withSharedNow(definition, saved, latest.lang, latest.value),
      published: saved[latest.lang]?.published,
    },
  };
  const rows = diffRecord(definition.record, saved, proposed, [latest.lang]);
  return (
    <section className="admin-notice admin-notice--info ed-review" aria-labelledby="review-title">
      <h2 id="review-title">{t.reviewTitle}</h2>
      <p>{fill(t.reviewWaiting, { ...words, when: formatDateTime(latest.sentAt, ui) })}</p>
      {latest.note && <p className="ed-review__note">{fill(t.reviewNote, { note: latest.note })}</p>}
      {rows.length > 0 ? (
        <ChangeList record={definition.record} rows={rows} langs={[latest.lang]} ui={ui} />
      ) : (
        <p>{t.staleNoChanges}</p>
      )}
      <div className="ed-review__actions">
        <Form method="post">
          <input type="hidden" name="intent" value="approve" />
          <input type="hidden" name="review" value={latest.id} />
          <button type="submit" className="admin-button admin-button--primary">
            {fill(t.reviewApprove, words)}
          </button>
        </Form>
        <Form method="post" className="ed-review__return">
          <input type="hidden" name="intent" value="return" />
          <input type="hidden" name="review" value={latest.id} />
          <label>
            {t.reviewReturnNote}
            <textarea name="note" rows={2} maxLength={2000} />
          </label>
          <button type="submit" className="admin-button">
            {t.reviewReturn}
          </button>
        </Form>
      </div>
    </section>
  );
}
