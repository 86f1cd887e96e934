// Read of the site's identity (names, logos), which every page's layout shows.
import type { Queryable } from "../../../db/client.ts";
import type { Lang } from "../../i18n/lang.ts";
import { selectOne } from "../query.server.ts";
import { siteSchema, type Site } from "./schema.ts";

export function getSite(db: Queryable, lang: Lang): Promise<Site | null> {
  return selectOne(db, siteSchema, "select * from site where lang = $1", [lang]);
}
