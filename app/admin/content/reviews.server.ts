// Translators' work and its review (issue 45; db/migrations/0038_translation_workflow.sql). A
// translator changes only their language's own fields (not a shared one, not its publication)
// and sends the language for review; nothing visitors read changes until an editor approves it,
// which saves it as the editor's save would and publishes that language, or returns it with a
// note. Each step is in the audit log and the item's history.
import type { Db, Executor, Queryable } from "../../../db/client.ts";
import type { Editable } from "../../content/model/area.ts";
import { validatePair, viewOf, type EditIssue } from "../../content/model/entity.ts";
import { isShared, stepsOf } from "../../content/model/field-path.ts";
import { changesBetween, type Pair } from "../../content/model/values.ts";
import type { Lang } from "../../i18n/lang.ts";
import { audit, type AuditActor } from "../staff/audit.server.ts";
import { lockOf, saveRecordIn, versionOf } from "./save.server.ts";
import { loadSaved } from "./unfinished.server.ts";
import { withSharedNow } from "./translation-value.ts";
import { dropChecks } from "./checks.server.ts";

export interface Review {
  id: string;
  lang: Lang;
  value: Record<string, unknown>;
  baseVersion: string;
  note: string | null;
  sentBy: string | null;
  sentAt: string;
  outcome: "approved" | "returned" | "withdrawn" | null;
  decidedBy: string | null;
  decidedAt: string | null;
  decisionNote: string | null;
}

const maxNote = 2000;

/**
 * The fields a translator of `langs` changed that are not theirs to change: another language's,
 * a shared one, a publication. Empty: the change is theirs.
 */
function forgedFields(editable: Editable, current: Pair, submitted: Pair, langs: readonly Lang[]): string[] {
  const record = viewOf(editable.definition).record;
  return changesBetween(current, submitted)
    .map((change) => change.path)
    .filter((path) => {
      const [lang, ...rest] = stepsOf(path);
      if (!langs.includes(lang as Lang) || rest.length === 0) return true;
      if (rest[0] === "published") return true;
      return isShared(record, submitted[lang as Lang], rest) || isShared(record, current[lang as Lang], rest);
    });
}

export type ReviewSent =
  | { status: "sent"; id: string }
  | { status: "invalid"; issues: EditIssue[] }
  | { status: "forged"; fields: string[] }
  | { status: "missing" };

/** A translator sends their language of an item for review (replacing their earlier one still waiting). */
export async function sendForReview(
  db: Db,
  editable: Editable,
  request: {
    key: string;
    lang: Lang;
    langs: readonly Lang[];
    value: Pair;
    note: string;
    actor: AuditActor & { id: string };
    clientIp: string;
  },
): Promise<ReviewSent> {
  const { definition } = editable;
  return db.transaction(async (tx) => {
    const current = await loadSaved(tx, editable, request.key);
    if (!current) return { status: "missing" };
    const forged = forgedFields(editable, current, request.value, request.langs);
    if (forged.length > 0) return { status: "forged", fields: forged };
    const record = request.value[request.lang];
    if (!record) return { status: "invalid", issues: [{ path: request.lang, message: "missingLanguage" }] };
    // What an editor will publish must pass the full rules, as their own save would.
    const publish = viewOf(definition).publishable ? { published: true } : {};
    const checked = validatePair(definition, { ...current, [request.lang]: { ...record, ...publish } });
    if (!checked.ok)
      return { status: "invalid", issues: checked.issues.filter((issue) => issue.path.startsWith(request.lang)) };
    const note = request.note.trim().slice(0, maxNote) || null;
    const params = [definition.name, request.key, request.lang, JSON.stringify(record), versionOf(current), note];
    const [updated] = await tx.query<{ id: string }>(
      `update content_reviews set value = $4::jsonb, base_version = $5, note = $6, sent_by = $7, sent_at = now()
        where entity = $1 and key = $2 and lang = $3 and outcome is null returning id::text as id`,
      [...params, request.actor.id],
    );
    const [row] = updated
      ? [updated]
      : await tx.query<{ id: string }>(
          `insert into content_reviews (entity, key, lang, value, base_version, note, sent_by)
           values ($1, $2, $3, $4::jsonb, $5, $6, $7) returning id::text as id`,
          [...params, request.actor.id],
        );
    await audit(tx, {
      actor: request.actor,
      clientIp: request.clientIp,
      action: "content.review_send",
      target: { type: "content", id: `${definition.name}/${request.key}` },
      detail: { lang: request.lang, note },
    });
    return { status: "sent", id: row!.id };
  });
}

export type ReviewDecided =
  { status: "approved" } | { status: "returned" } | { status: "invalid"; issues: EditIssue[] } | { status: "missing" };

async function waitingReview(tx: Executor, entity: string, key: string, id: string) {
  if (!/^\d{1,18}$/.test(id)) return null;
  const [row] = await tx.query<{ lang: Lang; value: Record<string, unknown> }>(
    `select lang, value from content_reviews
      where id = $1 and entity = $2 and key = $3 and outcome is null for update`,
    [id, entity, key],
  );
  return row ?? null;
}

/**
 * An editor approves a translation: the language's record as sent, with the item's shared fields
 * as they are now, saved and published in that language; its fields to check are checked.
 */
export async function approveReview(
  db: Db,
  editable: Editable,
  request: { key: string; id: string; actor: AuditActor & { id: string }; clientIp: string },
): Promise<ReviewDecided> {
  const { definition } = editable;
  return db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock(hashtext($1))", [lockOf(definition.name)]);
    const review = await waitingReview(tx, definition.name, request.key, request.id);
    const current = review && (await loadSaved(tx, editable, request.key));
    if (!review || !current) return { status: "missing" };
    const view = viewOf(definition);
    const value: Pair = {
      ...current,
      // Published in its language, where the item is published at all (a page's own record is always shown).
      [review.lang]: {
        ...withSharedNow(view, current, review.lang, review.value),
        ...(view.publishable ? { published: true } : {}),
      },
    };
    const saved = await saveRecordIn(tx, editable, {
      key: request.key,
      value,
      base: versionOf(current),
      actor: request.actor,
      clientIp: request.clientIp,
    });
    if (saved.status === "invalid") return { status: "invalid", issues: saved.issues };
    if (saved.status === "missing" || saved.status === "stale") return { status: "missing" };
    await tx.query(
      "update content_reviews set outcome = 'approved', decided_by = $2, decided_at = now() where id = $1",
      [request.id, request.actor.id],
    );
    await dropChecks(tx, { entity: definition.name, key: saved.key, lang: review.lang });
    await audit(tx, {
      actor: request.actor,
      clientIp: request.clientIp,
      action: "content.review_approve",
      target: { type: "content", id: `${definition.name}/${saved.key}` },
      detail: { lang: review.lang },
    });
    return { status: "approved" };
  });
}

/** An editor returns a translation to its translator, with a note; nothing of the item changes. */
export async function returnReview(
  db: Db,
  editable: Editable,
  request: { key: string; id: string; note: string; actor: AuditActor & { id: string }; clientIp: string },
): Promise<ReviewDecided> {
  const { definition } = editable;
  return db.transaction(async (tx) => {
    const review = await waitingReview(tx, definition.name, request.key, request.id);
    if (!review) return { status: "missing" };
    const note = request.note.trim().slice(0, maxNote) || null;
    await tx.query(
      `update content_reviews set outcome = 'returned', decided_by = $2, decided_at = now(), decision_note = $3
        where id = $1`,
      [request.id, request.actor.id, note],
    );
    await audit(tx, {
      actor: request.actor,
      clientIp: request.clientIp,
      action: "content.review_return",
      target: { type: "content", id: `${definition.name}/${request.key}` },
      detail: { lang: review.lang, note },
    });
    return { status: "returned" };
  });
}

/** An item's reviews, the latest first: the one waiting (if any) and those decided. */
export async function reviewsOf(db: Queryable, entity: string, key: string): Promise<Review[]> {
  const rows = await db.query<{
    id: string;
    lang: Lang;
    value: Record<string, unknown>;
    base_version: string;
    note: string | null;
    sent_by: string | null;
    sent_at: Date | string;
    outcome: Review["outcome"];
    decided_by: string | null;
    decided_at: Date | string | null;
    decision_note: string | null;
  }>(
    `select r.id::text as id, r.lang, r.value, r.base_version, r.note, s.display_name as sent_by, r.sent_at,
            r.outcome, d.display_name as decided_by, r.decided_at, r.decision_note
       from content_reviews r
       left join staff_accounts s on s.id = r.sent_by
       left join staff_accounts d on d.id = r.decided_by
      where r.entity = $1 and r.key = $2 order by r.sent_at desc, r.id desc`,
    [entity, key],
  );
  return rows.map((row) => ({
    id: row.id,
    lang: row.lang,
    value: row.value,
    baseVersion: row.base_version,
    note: row.note,
    sentBy: row.sent_by,
    sentAt: new Date(row.sent_at).toISOString(),
    outcome: row.outcome,
    decidedBy: row.decided_by,
    decidedAt: row.decided_at === null ? null : new Date(row.decided_at).toISOString(),
    decisionNote: row.decision_note,
  }));
}

/** Every translation waiting for review (the translations screen). */
export async function waitingReviews(
  db: Queryable,
): Promise<{ entity: string; key: string; lang: Lang; sentBy: string | null; sentAt: string }[]> {
  const rows = await db.query<{
    entity: string;
    key: string;
    lang: Lang;
    sent_by: string | null;
    sent_at: Date | string;
  }>(
    `select r.entity, r.key, r.lang, s.display_name as sent_by, r.sent_at
       from content_reviews r left join staff_accounts s on s.id = r.sent_by
      where r.outcome is null order by r.sent_at`,
  );
  return rows.map((row) => ({
    entity: row.entity,
    key: row.key,
    lang: row.lang,
    sentBy: row.sent_by,
    sentAt: new Date(row.sent_at).toISOString(),
  }));
}
