// Who can own a record, and the names of owners: the register keeps only staff ids
// (owner_id); names are read from the staff accounts as they are now.
import type { Queryable } from "../../db/client.ts";

export interface StaffName {
  id: string;
  name: string;
}

/** Active staff with the complaints role, by name: the owner filter's choices. */
export async function registerStaff(db: Queryable): Promise<StaffName[]> {
  return db.query<StaffName>(
    "select id::text as id, display_name as name from staff_accounts where status = 'active' and 'complaints' = any(roles) order by display_name, id",
  );
}

/** The names of these staff accounts, by id (an id with no account is left out). */
export async function staffNames(db: Queryable, ids: readonly (string | null)[]): Promise<Record<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return {};
  const rows = await db.query<StaffName>(
    "select id::text as id, display_name as name from staff_accounts where id = any($1::uuid[])",
    [wanted],
  );
  return Object.fromEntries(rows.map((row) => [row.id, row.name]));
}
