// Read of the footer every page shows.
import type { Queryable } from "../../../db/client.ts";
import type { Lang } from "../../i18n/lang.ts";
import { selectOne } from "../query.server.ts";
import { footerSchema, type Footer } from "./schema.ts";

export function getFooter(db: Queryable, lang: Lang): Promise<Footer | null> {
  return selectOne(db, footerSchema, "select * from footers where lang = $1", [lang]);
}
