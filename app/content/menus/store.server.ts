// The menu's store: a language's tree of items is its rows of menu_items, top-level items with
// no parent_slug, children under their item's slug, each level in `orders`. A save writes the
// whole tree of each language in the save's transaction: every item upserted on (lang, slug) in
// one statement (so a row keeps its id, and parents and children are checked together), then
// the rows no longer in the tree deleted.
import type { Executor, Queryable } from "../../../db/client.ts";
import type { Lang } from "../../i18n/lang.ts";
import { singleKey } from "../model/entity.ts";
import type { EntityStore } from "../model/store.server.ts";
import type { Pair } from "../model/values.ts";
import { menuEntity } from "./entity.ts";

interface Row {
  lang: Lang;
  slug: string;
  parent_slug: string | null;
  title: string;
  icon: string | null;
  short_description: string | null;
  orders?: number;
}

type Tree = { title: string; slug: string; children: Omit<Row, "lang" | "parent_slug" | "orders">[] }[];

async function load(db: Queryable, key: string): Promise<Pair | null> {
  if (key !== singleKey) return null;
  const rows = await db.query<Row>(
    "select lang, slug, parent_slug, title, icon, short_description from menu_items order by orders, id",
  );
  const pair: Pair = { en: null, km: null };
  for (const lang of menuEntity.langs) {
    const own = rows.filter((row) => row.lang === lang);
    if (own.length === 0) continue;
    const items: Tree = own
      .filter((row) => row.parent_slug === null)
      .map((top) => ({
        title: top.title,
        slug: top.slug,
        children: own
          .filter((row) => row.parent_slug === top.slug)
          .map(({ title, slug, icon, short_description }) => ({ title, slug, icon, short_description })),
      }));
    pair[lang] = { items };
  }
  return pair;
}

function rowsOf(lang: Lang, items: Tree): Row[] {
  return items.flatMap((item, index) => [
    {
      lang,
      slug: item.slug,
      parent_slug: null,
      title: item.title,
      icon: null,
      short_description: null,
      orders: index + 1,
    },
    ...item.children.map((child, childIndex) => ({ lang, ...child, parent_slug: item.slug, orders: childIndex + 1 })),
  ]);
}

async function save(tx: Executor, _key: string | null, value: Pair): Promise<void> {
  for (const lang of menuEntity.langs) {
    const record = value[lang];
    const rows = record ? rowsOf(lang, record.items as Tree) : [];
    if (rows.length > 0) {
      await tx.query(
        `insert into menu_items (lang, slug, parent_slug, title, icon, short_description, orders)
         select lang, slug, parent_slug, title, icon, short_description, orders from jsonb_populate_recordset(null::menu_items, $1::jsonb)
         on conflict (lang, slug) do update set parent_slug = excluded.parent_slug, title = excluded.title, icon = excluded.icon,
           short_description = excluded.short_description, orders = excluded.orders`,
        [JSON.stringify(rows)],
      );
    }
    // Rows left out of the tree (removed items, and anything deeper than a child) go.
    await tx.query("delete from menu_items where lang = $1 and not (slug = any($2::text[]))", [
      lang,
      rows.map((row) => row.slug),
    ]);
  }
}

export const menuStore: EntityStore = { load, save, keyOf: () => singleKey };
