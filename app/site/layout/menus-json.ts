import type { Route } from "./+types/menus-json";
import { getMenus, visibleMenus } from "../../content/menus/read.server.ts";
import { loadOrRespond, services } from "../../content/query.server.ts";
import { cachePolicies } from "../../http/cache.ts";
import { langOf } from "../../i18n/lang.ts";

/**
 * /menus.json: the menu with its children (get_menus), in the visitor's language (?l=km).
 * Pages carry only the menu's own entries; the header fetches this when a menu is first
 * wanted (app/site/layout/menu-children.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const menus = await loadOrRespond(() => getMenus(services(context).db, langOf(request.url)));
  return new Response(JSON.stringify(visibleMenus(menus)), {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": cachePolicies.page },
  });
}
