// Unpublished items for the tests of previews (issue 23): copies of seeded rows under new keys,
// not published, as the editor will create them. Tables and keys are the tests' own, never input.
import type { Queryable } from "../db/client.ts";

/**
 * Copies the rows of `table` that `where` selects (both languages when it names no language),
 * with `overrides` (column → value) and a new id, unpublished unless the overrides say otherwise.
 */
export async function copyRows(
  db: Queryable,
  table: string,
  where: string,
  overrides: Record<string, unknown>,
): Promise<void> {
  await db.query(
    `insert into ${table}
     select (jsonb_populate_record(null::${table}, to_jsonb(t)
              || jsonb_build_object('id', nextval(pg_get_serial_sequence('${table}', 'id')), 'published', false)
              || $1::jsonb)).*
       from ${table} t where ${where}`,
    [JSON.stringify(overrides)],
  );
}

/** An unpublished position at /careers/<slug>, a copy of the claims officer's, closing on `closeDate`. */
export const draftPosition = (db: Queryable, slug: string, position: string, closeDate = "2099-12-31") =>
  copyRows(db, "career_details", "slug = '/careers/claims-officer'", {
    slug: `/careers/${slug}`,
    position,
    close_date: closeDate,
    orders: 99,
  });

/** An unpublished product at /corporate/<slug> with its menu entry: a copy of the section's first product. */
export async function draftProduct(db: Queryable, slug: string, title: string): Promise<void> {
  const [first] = await db.query<{ slug: string }>(
    "select slug from menu_items where lang = 'en' and parent_slug = '/corporate' order by orders, id limit 1",
  );
  const source = `slug = '${first!.slug}'`;
  await copyRows(db, "menus", source, { slug: `/corporate/${slug}`, title });
  await copyRows(db, "menu_items", source, { slug: `/corporate/${slug}`, title, orders: 0 });
}

/** An unpublished newsletter at /newsletters/<slug>, a copy of the newest one. */
export async function draftNewsletter(db: Queryable, slug: string, title: string): Promise<void> {
  const [newest] = await db.query<{ slug: string }>(
    "select slug from newsletter_details where lang = 'en' order by created_at desc, id desc limit 1",
  );
  await copyRows(db, "newsletter_details", `slug = '${newest!.slug}'`, { slug: `/newsletters/${slug}`, title });
}
