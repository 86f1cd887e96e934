// Every public page, for sitemap.xml: the fixed pages plus the slugs of products,
// careers and newsletters (stored once per language with the same path) that are published:
// the English row, and the Khmer row when there is one (the sitemap names both languages).
import { z } from "zod";
import type { Queryable } from "../../db/client.ts";
import { fixedPaths } from "./areas.server.ts";
import { selectRows } from "./query.server.ts";

export async function getSitemapPaths(db: Queryable): Promise<string[]> {
  const rows = await selectRows(
    db,
    z.object({ slug: z.string() }),
    ["menus", "career_details", "newsletter_details"]
      .map(
        (table) => `select slug from ${table} e where e.lang = 'en' and e.published
                         and not exists (select 1 from ${table} k where k.lang = 'km' and k.slug = e.slug and not k.published)`,
      )
      .join(" union ") + " order by slug",
  );
  // The back office is never listed, whatever a content row says.
  return [...fixedPaths, ...rows.map((row) => row.slug).filter((slug) => !/^\/admin(\/|$|\?)/.test(slug))];
}
