// Every public page, for sitemap.xml: the fixed pages (in both languages) plus the slugs of
// products, careers and newsletters (stored once per language with the same path), each in the
// languages it is published in (each language has its own state: decision 0055).
// Which items are listed is said by their areas (app/content/*/area.server.ts itemPages).
import { z } from "zod";
import type { Queryable } from "../../db/client.ts";
import type { Lang } from "../i18n/lang.ts";
import { fixedPaths, itemPages } from "./areas.server.ts";
import { selectRows } from "./query.server.ts";
import { phnomPenhToday } from "./careers/read.server.ts";

const listed = itemPages.flatMap((pages) => (pages.listed ? [pages.listed] : []));

export interface SitemapEntry {
  path: string;
  langs: Lang[];
}

export async function getSitemapEntries(db: Queryable, today: string = phnomPenhToday()): Promise<SitemapEntry[]> {
  const rows = await selectRows(
    db,
    z.object({ slug: z.string(), langs: z.string() }),
    listed
      .map(
        ({ table, condition = "" }) =>
          `select slug, string_agg(lang, ',' order by lang) as langs from ${table} e where e.published${condition} group by slug`,
      )
      .join(" union ") + " order by slug",
    [today],
  );
  const both: Lang[] = ["en", "km"];
  return [
    ...fixedPaths.map((path) => ({ path, langs: both })),
    // The back office is never listed, whatever a content row says.
    ...rows
      .filter((row) => !/^\/admin(\/|$|\?)/.test(row.slug))
      .map((row) => ({ path: row.slug, langs: both.filter((lang) => row.langs.split(",").includes(lang)) })),
  ];
}
