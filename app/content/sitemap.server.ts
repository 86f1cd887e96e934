// Every public page, for sitemap.xml: the fixed pages plus the slugs of products,
// careers and newsletters (stored once per language with the same path) that are published:
// the English row, and the Khmer row when there is one (the sitemap names both languages).
// Which items are listed is said by their areas (app/content/*/area.server.ts itemPages).
import { z } from "zod";
import type { Queryable } from "../../db/client.ts";
import { fixedPaths, itemPages } from "./areas.server.ts";
import { selectRows } from "./query.server.ts";
import { phnomPenhToday } from "./careers/read.server.ts";

const listed = itemPages.flatMap((pages) => (pages.listed ? [pages.listed] : []));

export async function getSitemapPaths(db: Queryable, today: string = phnomPenhToday()): Promise<string[]> {
  const rows = await selectRows(
    db,
    z.object({ slug: z.string() }),
    listed
      .map(
        ({ table, condition = "" }) => `select slug from ${table} e where e.lang = 'en' and e.published${condition}
                         and not exists (select 1 from ${table} k where k.lang = 'km' and k.slug = e.slug and not k.published)`,
      )
      .join(" union ") + " order by slug",
    [today],
  );
  // The back office is never listed, whatever a content row says.
  return [...fixedPaths, ...rows.map((row) => row.slug).filter((slug) => !/^\/admin(\/|$|\?)/.test(slug))];
}
