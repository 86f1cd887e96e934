// The media table: items, the library's list and search, and where each item is used.
// Storing the bytes and the audit entries are in upload.server.ts / the routes.
import { randomBytes } from "node:crypto";
import type { Queryable } from "../../../db/client.ts";
import type { Lang } from "../../i18n/lang.ts";
import { mediaNamePattern, mediaPath, type MediaItem, type MediaKind } from "../../uploads/media.ts";
import { contentTables, editableNamed } from "../../content/areas.server.ts";
import type { Bilingual } from "../../content/model/fields.ts";

type Row = {
  id: string;
  name: string;
  original_name: string;
  kind: MediaKind;
  mime_type: string;
  byte_size: number;
  width: number | null;
  height: number | null;
  alt_en: string;
  alt_km: string;
  focus_x: number | null;
  focus_y: number | null;
  created_by: string | null;
  created_at: Date | string;
};

const columns =
  "id, name, original_name, kind, mime_type, byte_size, width, height, alt_en, alt_km, focus_x, focus_y, created_by, created_at";

function item(row: Row): MediaItem {
  return {
    id: row.id,
    name: row.name,
    originalName: row.original_name,
    kind: row.kind,
    mimeType: row.mime_type,
    byteSize: Number(row.byte_size),
    width: row.width,
    height: row.height,
    altEn: row.alt_en,
    altKm: row.alt_km,
    focus: row.focus_x === null || row.focus_y === null ? null : { x: Number(row.focus_x), y: Number(row.focus_y) },
    createdBy: row.created_by,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** A new, never used name: a slug of the original name (ASCII letters and digits), then 16 random hex digits. */
export function generateMediaName(originalName: string, extension: string): string {
  const stem = originalName.replace(/\.[^.]*$/, "");
  const slug = stem
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  const name = `${slug ? `${slug}-` : ""}${randomBytes(8).toString("hex")}.${extension}`;
  if (!mediaNamePattern.test(name)) throw new Error(`Generated a bad media name: ${name}`);
  return name;
}

/** A new item: everything but what the database gives it. */
export type NewMedia = Omit<MediaItem, "id" | "createdAt" | "focus">;

export async function insertMedia(db: Queryable, media: NewMedia): Promise<MediaItem> {
  const [row] = await db.query<Row>(
    `insert into media (name, original_name, kind, mime_type, byte_size, width, height, alt_en, alt_km, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning ${columns}`,
    [
      media.name,
      media.originalName.slice(0, 255),
      media.kind,
      media.mimeType,
      media.byteSize,
      media.width,
      media.height,
      media.altEn,
      media.altKm,
      media.createdBy,
    ],
  );
  return item(row!);
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The item with this id; null for an unknown or malformed id. */
export async function getMedia(db: Queryable, id: string): Promise<MediaItem | null> {
  if (!uuidPattern.test(id)) return null;
  const [row] = await db.query<Row>(`select ${columns} from media where id = $1`, [id]);
  return row ? item(row) : null;
}

export async function updateMediaAlt(
  db: Queryable,
  id: string,
  alt: { altEn: string; altKm: string },
): Promise<MediaItem | null> {
  if (!uuidPattern.test(id)) return null;
  const [row] = await db.query<Row>(
    `update media set alt_en = $2, alt_km = $3, updated_at = now() where id = $1 returning ${columns}`,
    [id, alt.altEn, alt.altKm],
  );
  return row ? item(row) : null;
}

/** An image's focal point (fractions from its top left), or null for the middle; null when there is no such image. */
export async function setMediaFocus(
  db: Queryable,
  id: string,
  focus: { x: number; y: number } | null,
): Promise<MediaItem | null> {
  if (!uuidPattern.test(id)) return null;
  const [row] = await db.query<Row>(
    `update media set focus_x = $2, focus_y = $3, updated_at = now() where id = $1 and kind = 'image' returning ${columns}`,
    [id, focus?.x ?? null, focus?.y ?? null],
  );
  return row ? item(row) : null;
}

export async function deleteMediaRow(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query(`delete from media where id = $1 returning id`, [id]);
  return rows.length > 0;
}

export interface MediaFilter {
  /** Part of the name (generated or original) or of either alt text. */
  q?: string;
  kind?: MediaKind;
  /** Keyset paging: items older than this cursor (from the previous page's nextBefore). */
  before?: string;
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Newest first, `limit` at a time. */
export async function listMedia(
  db: Queryable,
  filter: MediaFilter,
  limit = 24,
): Promise<{ items: MediaItem[]; nextBefore: string | null }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const q = filter.q?.trim();
  if (q) {
    params.push(`%${likeEscaped(q.toLowerCase())}%`);
    const p = `$${params.length}`;
    where.push(
      `(lower(name) like ${p} or lower(original_name) like ${p} or lower(alt_en) like ${p} or lower(alt_km) like ${p})`,
    );
  }
  if (filter.kind) {
    params.push(filter.kind);
    where.push(`kind = $${params.length}`);
  }
  const cursor = filter.before ? decodeCursor(filter.before) : null;
  if (cursor) {
    params.push(cursor.at, cursor.id);
    // The cursor carries the time as JavaScript writes it, to the millisecond: compare at that
    // precision (PostgreSQL keeps microseconds), and order the same way.
    where.push(
      `(date_trunc('milliseconds', created_at), id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`,
    );
  }
  params.push(limit + 1);
  const rows = await db.query<Row>(
    `select ${columns} from media ${where.length ? `where ${where.join(" and ")}` : ""} order by date_trunc('milliseconds', created_at) desc, id desc limit $${params.length}`,
    params,
  );
  const items = rows.slice(0, limit).map(item);
  const last = items.at(-1);
  return { items, nextBefore: rows.length > limit && last ? `${last.createdAt}_${last.id}` : null };
}

function decodeCursor(cursor: string): { at: string; id: string } | null {
  const [at, id] = cursor.split("_");
  if (!at || !id || !uuidPattern.test(id) || Number.isNaN(Date.parse(at))) return null;
  return { at, id };
}

/** A page that shows the item, in the languages it does so. */
export interface MediaUse {
  /** The page's name, in both languages (from its area's definition). */
  page: Bilingual;
  /** The page's own title in each language that has one (a product's, an article's). */
  titles: Partial<Record<Lang, string>>;
  /** The public address of the page in English (an unfinished item: its editor's). */
  href: string;
  /** The languages whose page shows it; none for rows shared by both (photos, profiles). */
  langs: Lang[];
}

/**
 * One scan of every content row: each row's table, language, title, address and text; and of
 * the unfinished items (content_unfinished), which wait outside their tables and are found at
 * their editor's address. A page is its address: the English and Khmer rows of one record, and
 * the tables of one page (a product and its pictures), are one page.
 */
const contentRows = [
  ...contentTables.map(
    ({ table, href }) =>
      `select '${table}'::text as tbl, null::text as entity, r->>'lang' as lang, r->>'title' as title, coalesce((${href}), '${table}') as href, r::text as doc
         from (select to_jsonb(x) as r from ${table} x) s`,
  ),
  `select 'content_unfinished', u.entity, null, null, '/admin/content/' || u.entity || '/' || u.key, u.value::text
     from content_unfinished u`,
].join("\n union all\n");

interface UseRow {
  tbl: string;
  entity: string | null;
  lang: string | null;
  title: string | null;
  href: string;
}

/** The words after an unfinished item's area: it is not on the site yet. */
const unfinishedWords = { en: "not finished", km: "មិនទាន់បញ្ចប់" } as const;

function pageOf(row: UseRow): Bilingual {
  if (row.tbl !== "content_unfinished") return contentTables.find((entry) => entry.table === row.tbl)!.page;
  const label = editableNamed(row.entity ?? undefined)?.definition.label ?? {
    en: row.entity ?? "",
    km: row.entity ?? "",
  };
  return { en: `${label.en} (${unfinishedWords.en})`, km: `${label.km} (${unfinishedWords.km})` };
}

/** The pages whose content refers to the item's path, each once with its languages. */
export async function whereUsed(db: Queryable, name: string): Promise<MediaUse[]> {
  const rows = await db.query<UseRow>(
    `select distinct tbl, entity, lang, title, href from (${contentRows}) c where doc like $1 order by href, lang, tbl`,
    [`%${likeEscaped(mediaPath(name))}%`],
  );
  const pages = new Map<string, MediaUse>();
  for (const row of rows) {
    const use = pages.get(row.href) ?? { page: pageOf(row), titles: {}, href: row.href, langs: [] };
    const lang = row.lang === "en" || row.lang === "km" ? row.lang : null;
    if (lang && !use.langs.includes(lang)) use.langs.push(lang);
    if (lang && row.title && !use.titles[lang]) use.titles[lang] = row.title;
    pages.set(row.href, use);
  }
  return [...pages.values()];
}

/** On how many pages each of `names` is used (0 for those not used), counted as whereUsed lists them. */
export async function usageCounts(db: Queryable, names: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map(names.map((name) => [name, 0]));
  if (names.length === 0) return counts;
  const rows = await db.query<{ name: string; n: number }>(
    `select m[1] as name, count(distinct c.href)::int as n
       from (${contentRows}) c, regexp_matches(c.doc, '/media/([a-z0-9-]+\\.[a-z]+)', 'g') m
      where m[1] = any($1)
      group by m[1]`,
    [names],
  );
  for (const row of rows) counts.set(row.name, row.n);
  return counts;
}
