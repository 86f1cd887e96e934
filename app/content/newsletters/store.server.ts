import { pathKeyed } from "../model/keyed.server.ts";
import { tableStore, type EntityStore } from "../model/store.server.ts";
import { authorsEntity, newslettersEntity, newslettersPageEntity } from "./entity.ts";

export const newslettersPageStore = tableStore(newslettersPageEntity, { table: "newsletters" });

/** Newsletters are rows of newsletter_details keyed by their path ("/newsletters/customer-day-2025"), newest first. */
export const newslettersStore: EntityStore = {
  ...pathKeyed(
    tableStore(newslettersEntity, { table: "newsletter_details", keyColumn: "slug", listOrder: "created_at desc" }),
    {
      field: "slug",
      prefix: "/newsletters/",
    },
  ),
  // The author must exist (newsletter_details.author_handle references profiles).
  async check(tx, { value }) {
    const handle = (value.en ?? value.km)?.author_handle;
    if (typeof handle !== "string") return [];
    const [author] = await tx.query("select 1 from profiles where handle = $1", [handle]);
    return author ? [] : [{ path: `${value.en ? "en" : "km"}.author_handle`, message: "noSuchAuthor" }];
  },
};

/** Authors are profiles (no language), keyed by their handle; a handle renamed is renamed in the newsletters too (on update cascade). */
export const authorsStore: EntityStore = {
  ...tableStore(authorsEntity, {
    table: "profiles",
    keyColumn: "handle",
    perLanguage: false,
    listOrder: "display_name",
  }),
  // An author of newsletters stays until they name another.
  async check(tx, { key, remove }) {
    if (!remove || key === null) return [];
    const [used] = await tx.query("select 1 from newsletter_details where author_handle = $1 limit 1", [key]);
    return used ? [{ path: "en", message: "inUse" }] : [];
  },
};
