// A content area: one folder of app/content/ (its schema, entities, store and reads) and the one
// definition that the rest of the site is built from. Registered once in app/content/areas.server.ts;
// the editor's index, its stores, the media library's "where used" and the sitemap's fixed
// addresses are all read from these.
import type { EntityDefinition } from "./entity.ts";
import type { Bilingual } from "./fields.ts";
import type { EntityStore } from "./store.server.ts";

/** An entity with where it is kept: what the editor saves and reads. */
export interface Editable {
  definition: EntityDefinition;
  store: EntityStore;
}

/** A table whose rows may name a media item, and the public page those rows are shown on. */
interface ContentTable {
  table: string;
  /** The page's name in the media library's "where used" list. */
  page: Bilingual;
  /** SQL over the row `r` (jsonb) giving the page's address in English. */
  href: string;
}

export interface ContentArea {
  /** Its folder under app/content/. */
  name: string;
  /** Its entities in the order of the editor's index, each with its store. */
  entities: readonly Editable[];
  /** Its tables that may name media items (none: an area of web addresses only). */
  tables: readonly ContentTable[];
}

export function defineArea(area: Omit<ContentArea, "tables"> & Partial<Pick<ContentArea, "tables">>): ContentArea {
  return { tables: [], ...area };
}
