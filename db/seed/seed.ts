// Loads the demo content. Idempotent: every row is matched on its natural key and
// updated in place, so running it again never duplicates anything.
import type { Db, Queryable } from "../client.ts";
import { demoContent, demoSharedContent } from "./content/index.ts";
import { demoMedia, insertDemoMedia, withMediaPaths } from "./media.ts";
import type { Lang, LangContent, SharedContent } from "./types.ts";
import { reindexAll } from "../../app/search/index.server.ts";
import { reindexBackOffice } from "../../app/search/back-office-index.server.ts";

type Table<Source> = { name: keyof Source & string; key: string[] };

/** Tables in foreign-key order, with the columns that identify a row. */
const langTables: Table<LangContent>[] = [
  { name: "site", key: ["lang"] },
  { name: "menu_items", key: ["lang", "slug"] },
  { name: "footers", key: ["lang"] },
  { name: "view_menus", key: ["lang", "slug"] },
  { name: "menus", key: ["lang", "slug"] },
  { name: "menu_images", key: ["lang", "menu_slug", "orders"] },
  { name: "home", key: ["lang"] },
  { name: "careers", key: ["lang"] },
  { name: "career_details", key: ["lang", "slug"] },
  { name: "claims", key: ["lang"] },
  { name: "clinics", key: ["lang"] },
  { name: "clinic_panel", key: ["lang", "orders"] },
  { name: "garages", key: ["lang"] },
  { name: "garage_panel", key: ["lang", "orders"] },
  { name: "complaint", key: ["lang"] },
  { name: "contacts", key: ["lang"] },
  { name: "csrs", key: ["lang"] },
  { name: "csr_details", key: ["lang", "orders"] },
  { name: "faqs", key: ["lang"] },
  { name: "faq_details", key: ["lang", "orders"] },
  { name: "newsletters", key: ["lang"] },
  { name: "newsletter_details", key: ["lang", "slug"] },
  { name: "teams", key: ["lang"] },
  { name: "members", key: ["lang", "orders"] },
  { name: "videos", key: ["lang"] },
  { name: "video_details", key: ["lang", "orders"] },
  { name: "clients", key: ["lang", "orders"] },
  { name: "visions", key: ["lang"] },
  { name: "product_class_pages", key: ["lang", "section"] },
  { name: "product_classes", key: ["lang", "slug"] },
  { name: "privacy_policies", key: ["lang"] },
];

const sharedTables: Table<SharedContent>[] = [
  { name: "profiles", key: ["handle"] },
  { name: "photos", key: ["id"] },
  { name: "photo_details", key: ["src"] },
  { name: "site_links", key: ["id"] },
];

export async function seed(
  db: Db,
  content: Record<Lang, LangContent> = demoContent,
  sharedContent: SharedContent = demoSharedContent,
): Promise<number> {
  // The demo images become media library items, and the content refers to them by /media/ path
  // (./media.ts; their files reach storage with storeDemoMedia).
  const media = await demoMedia(content, sharedContent);
  content = withMediaPaths(content, media);
  sharedContent = withMediaPaths(sharedContent, media);
  const rows = await db.transaction(async (tx) => {
    let count = await insertDemoMedia(tx, media);
    // Profiles first: newsletter articles refer to them.
    for (const table of sharedTables) count += await upsertAll(tx, table, rowsOf(sharedContent[table.name]));
    for (const table of langTables) {
      for (const lang of ["en", "km"] as const) {
        const rows = rowsOf(content[lang][table.name]).map((row) => ({ lang, ...row }));
        count += await upsertAll(tx, table, table.name === "menu_items" ? parentsFirst(rows) : rows);
      }
    }
    return count;
  });
  // The site search finds what was just written: in a transaction of its own, so that a server
  // sharing the embedded database is kept waiting no longer than before.
  await reindexAll(db);
  await reindexBackOffice(db);
  return rows;
}

function rowsOf(value: unknown): Record<string, unknown>[] {
  return (Array.isArray(value) ? value : [value]) as Record<string, unknown>[];
}

function parentsFirst(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  return [...rows].sort((a, b) => Number(a.parent_slug != null) - Number(b.parent_slug != null));
}

async function upsertAll(
  tx: Queryable,
  table: { name: string; key: string[] },
  rows: Record<string, unknown>[],
): Promise<number> {
  for (const row of rows) {
    const columns = Object.keys(row);
    const updates = columns.filter((column) => !table.key.includes(column));
    const quoted = (column: string) => `"${column}"`;
    await tx.query(
      `insert into ${table.name} (${columns.map(quoted).join(", ")})
       values (${columns.map((_, i) => `$${i + 1}`).join(", ")})
       on conflict (${table.key.map(quoted).join(", ")}) do ${
         updates.length
           ? `update set ${updates.map((c) => `${quoted(c)} = excluded.${quoted(c)}`).join(", ")}`
           : "nothing"
       }`,
      columns.map((column) => toParam(row[column])),
    );
  }
  return rows.length;
}

/** JSONB values travel as JSON text: node-postgres would turn a JS array into a SQL array. */
function toParam(value: unknown): unknown {
  return value !== null && typeof value === "object" ? JSON.stringify(value) : (value ?? null);
}
