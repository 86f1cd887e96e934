// Saved replies (db/migrations/0017_saved_replies.sql): the complaints team's answers written
// once, listed on their page and offered in a record's reply form in the record's language.
import { z } from "zod";
import type { Queryable } from "../../../../db/client.ts";
import type { Lang } from "../../../i18n/lang.ts";
import { iso } from "../../../register/sql.server.ts";
import type { Actor } from "../../../register/workflow.ts";

export interface SavedReply {
  id: string;
  lang: Lang;
  title: string;
  body: string;
  updatedAt: string;
  updatedBy: string;
}

const row = z.object({
  id: z.string(),
  lang: z.enum(["en", "km"]),
  title: z.string(),
  body: z.string(),
  updated_at: z.string(),
  updated_by_name: z.string(),
});

/** All of them, or those in one language, by title. */
export async function listSavedReplies(db: Queryable, lang?: Lang): Promise<SavedReply[]> {
  const rows = await db.query(
    `select id::text, lang, title, body, ${iso("updated_at")} as updated_at, updated_by_name
       from saved_replies where $1::text is null or lang = $1 order by lang, title`,
    [lang ?? null],
  );
  return rows.map((found) => {
    const parsed = row.parse(found);
    return { ...parsed, updatedAt: parsed.updated_at, updatedBy: parsed.updated_by_name };
  });
}

export type SaveOutcome = { saved: true; id: string } | { saved: false; problem: "taken" | "gone" };

/** Adds one (no id) or changes one; refused when the title is taken in that language, or it was deleted. */
export async function saveSavedReply(
  db: Queryable,
  reply: { id?: string; lang: Lang; title: string; body: string },
  actor: Actor,
): Promise<SaveOutcome> {
  const [taken] = await db.query(
    "select 1 from saved_replies where lang = $1 and lower(title) = lower($2) and id is distinct from $3::uuid",
    [reply.lang, reply.title, reply.id ?? null],
  );
  if (taken) return { saved: false, problem: "taken" };
  const values = [reply.lang, reply.title, reply.body, actor.id, actor.name];
  const [saved] = await write(db, reply.id, values).catch((error: unknown) => {
    // Two of the team saving the same title at once: the second hears it is taken.
    if ((error as { code?: unknown }).code === "23505") return [{ id: "" }];
    throw error;
  });
  if (saved?.id === "") return { saved: false, problem: "taken" };
  return saved ? { saved: true, id: saved.id } : { saved: false, problem: "gone" };
}

function write(db: Queryable, id: string | undefined, values: unknown[]) {
  return id
    ? db.query<{ id: string }>(
        `update saved_replies set lang = $1, title = $2, body = $3, updated_by_id = $4, updated_by_name = $5,
                updated_at = now() where id = $6 returning id::text`,
        [...values, id],
      )
    : db.query<{ id: string }>(
        `insert into saved_replies (lang, title, body, updated_by_id, updated_by_name)
         values ($1, $2, $3, $4, $5) returning id::text`,
        values,
      );
}

/** Deletes one; its title, or null when there was none. */
export async function deleteSavedReply(db: Queryable, id: string): Promise<string | null> {
  const [gone] = await db.query<{ title: string }>("delete from saved_replies where id = $1 returning title", [id]);
  return gone?.title ?? null;
}
