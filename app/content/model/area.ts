// A content area: one folder of app/content/ (its schema, entities, store and reads) and the one
// definition that the rest of the site is built from. Registered once in app/content/areas.server.ts;
// the editor's index, its stores, the media library's "where used" and the sitemap's fixed
// addresses are all read from these.
import type { EntityDefinition } from "./entity.ts";
import { patternSql } from "./page.ts";
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
  /** The pages its items make (a product, a position): the address of each is stated here once. */
  itemPages: readonly ItemPages[];
}

/** The public pages a collection's rows make, for the link check and the sitemap. */
interface ItemPages {
  /** SQL giving every such page's path (column `path`), published or not: a link to one works once it is published. */
  paths: string;
  /**
   * The sitemap lists these: a table stored once per language with `slug`, `lang` and
   * `published`, and a condition on its row `e` (`$1` is today in Phnom Penh) when being
   * published is not enough.
   */
  listed?: { table: string; condition?: string };
}

/** SQL giving an entity's page for a row, each of its pattern's names written as `columns` says. */
export function pageHref(entity: EntityDefinition, columns: Readonly<Record<string, string>> = {}): string {
  if (!entity.page) throw new Error(`${entity.name} has no page`);
  return patternSql(entity.page, columns);
}

export function defineArea(
  area: Omit<ContentArea, "tables" | "itemPages"> & Partial<Pick<ContentArea, "tables" | "itemPages">>,
): ContentArea {
  return { tables: [], itemPages: [], ...area };
}
