// A record's history: its revisions, newest first, and one revision beside the one before it.
import type { Queryable } from "../../../db/client.ts";
import type { Pair } from "../../content/model/values.ts";

export interface RevisionSummary {
  id: string;
  savedAt: string;
  /** Null: the record as it was before its first edit in the back office. */
  savedBy: string | null;
  changes: string[];
  restoredFrom: string | null;
  value: Pair;
}

export interface Revision extends RevisionSummary {
  /** The revision before it, null for the first. */
  previous: Pair | null;
}

const columns = `r.id::text as id, r.saved_at::text as "savedAt", a.display_name as "savedBy", r.changes, r.restored_from::text as "restoredFrom", r.value`;

export async function listRevisions(
  db: Queryable,
  entity: string,
  key: string,
  limit = 100,
): Promise<RevisionSummary[]> {
  return db.query<RevisionSummary>(
    `select ${columns} from content_revisions r left join staff_accounts a on a.id = r.saved_by
      where r.entity = $1 and r.key = $2 order by r.id desc limit $3`,
    [entity, key, limit],
  );
}

export async function getRevision(db: Queryable, entity: string, key: string, id: string): Promise<Revision | null> {
  if (!/^[1-9][0-9]{0,17}$/.test(id)) return null;
  const [row] = await db.query<Revision>(
    `select ${columns},
            (select p.value from content_revisions p where p.entity = r.entity and p.key = r.key and p.id < r.id order by p.id desc limit 1) as previous
       from content_revisions r left join staff_accounts a on a.id = r.saved_by
      where r.entity = $1 and r.key = $2 and r.id = $3`,
    [entity, key, id],
  );
  return row ?? null;
}
