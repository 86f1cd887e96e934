// Data of the shared layout: site identity, the menu (get_menus) and the footer.
import { z } from "zod";
import type { Queryable } from "../../db/client.ts";
import type { Lang } from "../i18n/lang.ts";
import { callJson, linkUrl, selectOne } from "./query.server.ts";

export const menuChildSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  icon: z.string().nullable(),
  short_description: z.string().nullable(),
});
export type MenuChild = z.infer<typeof menuChildSchema>;

const menuItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  children: z.array(menuChildSchema),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

/** A menu item as every page carries it: its children come from /menus.json when a menu opens. */
export type MenuEntry = Omit<MenuItem, "children"> & { hasChildren: boolean };

const linkColumnSchema = z.object({
  title: z.string(),
  items: z.array(z.object({ label: z.string(), slug: z.string() })),
});
export type LinkColumn = z.infer<typeof linkColumnSchema>;

const footerSchema = z.object({
  facebook: linkUrl,
  linkedin: linkUrl,
  youtube: linkUrl,
  solutions: linkColumnSchema,
  supports: linkColumnSchema,
  company: linkColumnSchema,
  copyright: z.string(),
});
export type Footer = z.infer<typeof footerSchema>;

const siteSchema = z.object({
  company_name: z.string(),
  short_name: z.string(),
  meta_description: z.string(),
  logo_light: z.string(),
  logo_white: z.string(),
});
export type Site = z.infer<typeof siteSchema>;

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
  return visibleChildren(menus, showHidden).map((item) => ({ ...item, children: visibleChildren(item.children, showHidden) }));
}

export function menuEntries(menus: MenuItem[]): MenuEntry[] {
  return menus.map(({ children, ...item }) => ({ ...item, hasChildren: children.length > 0 }));
}

export function getMenus(db: Queryable, lang: Lang): Promise<MenuItem[]> {
  return callJson(db, z.array(menuItemSchema), "get_menus", lang);
}

export function getFooter(db: Queryable, lang: Lang): Promise<Footer | null> {
  return selectOne(db, footerSchema, "select * from footers where lang = $1", [lang]);
}

export function getSite(db: Queryable, lang: Lang): Promise<Site | null> {
  return selectOne(db, siteSchema, "select * from site where lang = $1", [lang]);
}
