// Every content area, one line each, in the order of the editor's index. Everything that lists
// the content model is read from here: the editor's entities and their stores, the media
// library's "where used" and the sitemap's fixed addresses (app/content/areas.test.ts checks
// that every area folder is registered and that nothing derived misses one).
import { publicPathOf } from "./model/page.ts";
import type { ContentArea, Editable } from "./model/area.ts";
import { singleKey, type EntityDefinition } from "./model/entity.ts";
import type { Pair } from "./model/values.ts";
import type { Queryable } from "../../db/client.ts";
import { careersArea } from "./careers/area.server.ts";
import { claimsArea } from "./claims/area.server.ts";
import { complaintArea } from "./complaint/area.server.ts";
import { contactsArea } from "./contacts/area.server.ts";
import { csrArea } from "./csr/area.server.ts";
import { faqArea } from "./faq/area.server.ts";
import { footersArea } from "./footers/area.server.ts";
import { homeArea } from "./home/area.server.ts";
import { listingArea } from "./listing/area.server.ts";
import { menusArea } from "./menus/area.server.ts";
import { newslettersArea } from "./newsletters/area.server.ts";
import { panelsArea } from "./panels/area.server.ts";
import { photosArea } from "./photos/area.server.ts";
import { privacyPolicyArea } from "./privacy-policy/area.server.ts";
import { productClassesArea } from "./product-classes/area.server.ts";
import { productsArea } from "./products/area.server.ts";
import { siteLinksArea } from "./site-links/area.server.ts";
import { siteArea } from "./site/area.server.ts";
import { teamArea } from "./team/area.server.ts";
import { videosArea } from "./videos/area.server.ts";
import { visionArea } from "./vision/area.server.ts";

export const contentAreas: readonly ContentArea[] = [
  // Site
  siteArea,
  menusArea,
  footersArea,
  siteLinksArea,
  privacyPolicyArea,
  // Home
  homeArea,
  // Products
  listingArea,
  productsArea,
  productClassesArea,
  // Company
  visionArea,
  careersArea,
  teamArea,
  csrArea,
  // Services
  claimsArea,
  panelsArea,
  complaintArea,
  contactsArea,
  faqArea,
  // News and media
  newslettersArea,
  photosArea,
  videosArea,
];

/** Every entity with its store. */
export const editables: readonly Editable[] = contentAreas.flatMap((area) => area.entities);

/** Every entity the back office edits, in the order of its content index. */
export const entities: readonly EntityDefinition[] = editables.map((editable) => editable.definition);

/** The entity of an address's name with its store, or null (an unknown name is a 404). */
export const editableNamed = (name: string | undefined): Editable | null =>
  editables.find((editable) => editable.definition.name === name) ?? null;

/** Every table whose rows may name a media item, with the page it is shown on. */
export const contentTables = contentAreas.flatMap((area) => area.tables);

/**
 * The public addresses that exist whatever the content says (the sitemap's fixed entries, the
 * link check's known pages): those of the pages, each an entity of kind "single" and its
 * page, the address "View on the website" opens.
 */
export const fixedPaths: readonly string[] = [
  ...new Set(
    entities
      .filter((entity) => entity.kind === "single")
      .map((entity) => publicPathOf(entity, {}))
      .filter((path): path is string => typeof path === "string"),
  ),
];

/** What the areas' items make: the pages of products, positions, newsletters and product classes. */
export const itemPages = contentAreas.flatMap((area) => area.itemPages);

/**
 * Every item of every entity as the editor keeps it, in both languages, published or not: those
 * in their tables, then those not finished yet (content_unfinished). For the work that reads all
 * content: the back office's search index, the link check.
 */
export async function* everyItem(
  db: Queryable,
): AsyncGenerator<{ definition: EntityDefinition; key: string; value: Pair }> {
  for (const { definition, store } of editables) {
    const keys = definition.kind === "single" ? [singleKey] : ((await store.list?.(db)) ?? []).map((item) => item.key);
    for (const key of keys) {
      const value = await store.load(db, key);
      if (value) yield { definition, key, value };
    }
    const unfinished = await db.query<{ key: string; value: Pair }>(
      "select key, value from content_unfinished where entity = $1",
      [definition.name],
    );
    for (const { key, value } of unfinished) yield { definition, key, value };
  }
}
