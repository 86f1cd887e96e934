// Read of the menu (the spec's get_menus), and which of its entries a build shows.
import { z } from "zod";
import type { Queryable } from "../../../db/client.ts";
import type { Lang } from "../../i18n/lang.ts";
import { callJson } from "../query.server.ts";
import { menuChildSchema as menuChildRecord, menuItemSchema as menuItemRecord } from "./schema.ts";

// The editor's schemas, with the ids the read adds.
export const menuChildSchema = menuChildRecord.extend({ id: z.number() });
export type MenuChild = z.infer<typeof menuChildSchema>;

const menuItemSchema = menuItemRecord.extend({ id: z.number(), children: z.array(menuChildSchema) });
export type MenuItem = z.infer<typeof menuItemSchema>;

/**
 * Slugs of sections not yet launched. Their menu entries (and the footer's Solutions
 * column) show only in a build made with VITE_SHOW_HIDDEN_MENUS=true.
 */
export const hiddenSlugs: readonly string[] = ["/corporate-new", "/personal-new"];
export const showHiddenMenus = import.meta.env.VITE_SHOW_HIDDEN_MENUS === "true";

export function visibleChildren<Item extends { slug: string }>(items: Item[], showHidden = showHiddenMenus): Item[] {
  return showHidden ? items : items.filter((item) => !hiddenSlugs.includes(item.slug));
}

export function visibleMenus(menus: MenuItem[], showHidden = showHiddenMenus): MenuItem[] {
  return visibleChildren(menus, showHidden).map((item) => ({
    ...item,
    children: visibleChildren(item.children, showHidden),
  }));
}

export function getMenus(db: Queryable, lang: Lang): Promise<MenuItem[]> {
  return callJson(db, z.array(menuItemSchema), "get_menus", lang);
}
