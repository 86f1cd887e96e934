// Every public page, for sitemap.xml: the fixed pages plus the slugs of products,
// careers and newsletters (stored once per language with the same path) that are published:
// the English row, and the Khmer row when there is one (the sitemap names both languages).
// A position is listed only while it is open (its close date today or later in Phnom Penh), as
// on /careers: a closed one's page says so, and crawlers need not be sent there.
import { z } from "zod";
import type { Queryable } from "../../db/client.ts";
import { fixedPaths } from "./areas.server.ts";
import { selectRows } from "./query.server.ts";
import { phnomPenhToday } from "./careers/read.server.ts";

const stillListed: Record<string, string> = {
  menus: "",
  career_details: " and e.close_date >= $1::date",
  newsletter_details: "",
};

export async function getSitemapPaths(db: Queryable, today: string = phnomPenhToday()): Promise<string[]> {
  const rows = await selectRows(
    db,
    z.object({ slug: z.string() }),
    Object.entries(stillListed)
      .map(
        ([table, condition]) => `select slug from ${table} e where e.lang = 'en' and e.published${condition}
                         and not exists (select 1 from ${table} k where k.lang = 'km' and k.slug = e.slug and not k.published)`,
      )
      .join(" union ") + " order by slug",
    [today],
  );
  // The back office is never listed, whatever a content row says.
  return [...fixedPaths, ...rows.map((row) => row.slug).filter((slug) => !/^\/admin(\/|$|\?)/.test(slug))];
}
