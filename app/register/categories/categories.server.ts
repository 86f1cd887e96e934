// The complaint categories (db/migrations/0020_complaint_categories.sql): kept by admins in
// English and Khmer (app/admin/register/settings.tsx), set on a complaint by staff
// (workflow.server.ts setCategory), and read by the lists' filter and the report.
import { z } from "zod";
import type { Queryable } from "../../../db/client.ts";

/** A category with its names in both languages, as the choices, the filter and the report read it. */
export interface Category {
  id: string;
  en: string;
  km: string;
  /** Left out of the choice; kept on the complaints that have it. */
  retired: boolean;
}

/** For its keeping (Settings): how many complaints have it. */
export interface CategoryInUse extends Category {
  inUse: number;
}

const row = z.object({
  id: z.string(),
  name_en: z.string(),
  name_km: z.string(),
  retired: z.boolean(),
  in_use: z.number().optional(),
});

const categoriesQuery = (where: string, inUse: boolean) =>
  `select k.id::text, k.name_en, k.name_km, k.retired
          ${inUse ? ", (select count(*)::int from complaints c where c.category_id = k.id) as in_use" : ""}
     from complaint_categories k ${where} order by k.retired, k.position, k.name_en`;

const toCategory = (found: unknown): Category & { inUse?: number } => {
  const parsed = row.parse(found);
  return {
    id: parsed.id,
    en: parsed.name_en,
    km: parsed.name_km,
    retired: parsed.retired,
    ...(parsed.in_use === undefined ? {} : { inUse: parsed.in_use }),
  };
};

/** The categories in their order; the retired ones too when asked. */
export async function listCategories(db: Queryable, { withRetired = false } = {}): Promise<Category[]> {
  return (await db.query(categoriesQuery(withRetired ? "" : "where not k.retired", false))).map(toCategory);
}

/** Every category, retired ones too, with how many complaints have each (the Settings page). */
export async function listCategoriesInUse(db: Queryable): Promise<CategoryInUse[]> {
  return (await db.query(categoriesQuery("", true))).map((found) => toCategory(found) as CategoryInUse);
}

export type CategorySaved = { saved: true; id: string } | { saved: false; problem: "taken" | "gone" };

/** Adds a category (no id), at the end, or renames one; a name already used in its language is refused. */
export async function saveCategory(
  db: Queryable,
  category: { id?: string; nameEn: string; nameKm: string },
): Promise<CategorySaved> {
  const [taken] = await db.query(
    `select 1 from complaint_categories
      where (lower(name_en) = lower($1) or name_km = $2) and id is distinct from $3::uuid`,
    [category.nameEn, category.nameKm, category.id ?? null],
  );
  if (taken) return { saved: false, problem: "taken" };
  try {
    const [saved] = category.id
      ? await db.query<{ id: string }>(
          "update complaint_categories set name_en = $1, name_km = $2 where id = $3 returning id::text",
          [category.nameEn, category.nameKm, category.id],
        )
      : await db.query<{ id: string }>(
          `insert into complaint_categories (name_en, name_km, position)
           values ($1, $2, (select coalesce(max(position), 0) + 1 from complaint_categories)) returning id::text`,
          [category.nameEn, category.nameKm],
        );
    return saved ? { saved: true, id: saved.id } : { saved: false, problem: "gone" };
  } catch (error) {
    // Two admins adding the same name at once: the second hears it is taken.
    if ((error as { code?: unknown }).code === "23505") return { saved: false, problem: "taken" };
    throw error;
  }
}

/** Retires a category or brings it back; false when there is none. */
export async function setCategoryRetired(db: Queryable, id: string, retired: boolean): Promise<boolean> {
  const changed = await db.query("update complaint_categories set retired = $2 where id = $1 returning id", [
    id,
    retired,
  ]);
  return changed.length > 0;
}

/** Deletes a category no complaint has; one in use stays (retire it instead). */
export async function deleteCategory(db: Queryable, id: string): Promise<"deleted" | "inUse" | "gone"> {
  const [found] = await db.query<{ in_use: boolean }>(
    `select exists (select 1 from complaints where category_id = $1) as in_use from complaint_categories where id = $1`,
    [id],
  );
  if (!found) return "gone";
  if (found.in_use) return "inUse";
  try {
    const gone = await db.query("delete from complaint_categories where id = $1 returning id", [id]);
    return gone.length > 0 ? "deleted" : "gone";
  } catch (error) {
    // Given to a complaint meanwhile.
    if ((error as { code?: unknown }).code === "23503") return "inUse";
    throw error;
  }
}

/** A complaint's category, in both languages; undefined when it has none. */
export async function categoryOf(
  db: Queryable,
  complaintId: string,
): Promise<{ id: string; en: string; km: string } | undefined> {
  const [row] = await db.query<{ id: string; en: string; km: string }>(
    `select k.id::text, k.name_en as en, k.name_km as km
       from complaints c join complaint_categories k on k.id = c.category_id where c.id = $1`,
    [complaintId],
  );
  return row;
}
