// The gallery: one row (id 1) and its photos, in English only. The photos have no order of
// their own (the page lists them newest first), so they are read in that order and written
// back as a whole; the page's row is a table store's.
import { singleKey } from "../model/entity.ts";
import { tableStore, type EntityStore } from "../model/store.server.ts";
import { photosEntity } from "./entity.ts";

const columns = ["title", "src", "width", "height", "created_at", "published"] as const;

const pageStore = tableStore(
  { ...photosEntity, schema: photosEntity.schema.omit({ photo_details: true }) },
  { table: "photos", perLanguage: false, conflict: ["id"], insertDefaults: { id: 1 } },
);

export const photosStore: EntityStore = {
  keyOf: () => singleKey,
  async load(db, key) {
    const page = await pageStore.load(db, key);
    if (!page?.en) return page;
    const rows = await db.query<{ row: Record<string, unknown> }>(
      `select jsonb_build_object(${columns.map((column) => `'${column}', d.${column}`).join(", ")}) as row
         from photo_details d order by d.created_at desc, d.id desc`,
    );
    return { en: { ...page.en, photo_details: rows.map(({ row }) => row) }, km: null };
  },
  async save(tx, key, value) {
    await pageStore.save(tx, key, value);
    const photos = (value.en?.photo_details as Record<string, unknown>[] | undefined) ?? [];
    await tx.query("delete from photo_details");
    if (photos.length === 0) return;
    const list = columns.join(", ");
    await tx.query(
      `insert into photo_details (${list}) select ${list} from jsonb_populate_recordset(null::photo_details, $1::jsonb)`,
      [JSON.stringify(photos.map((photo) => Object.fromEntries(columns.map((column) => [column, photo[column]]))))],
    );
  },
  async check(_tx, { value }) {
    // Each file once (photo_details.src is unique): the second of two is refused beside it.
    const seen = new Set<unknown>();
    const photos = (value.en?.photo_details as Record<string, unknown>[] | undefined) ?? [];
    return photos.flatMap((photo, index) =>
      seen.has(photo.src)
        ? [{ path: `en.photo_details.${index}.src`, message: "duplicate" as const }]
        : (seen.add(photo.src), []),
    );
  },
};
