// Every public page, for sitemap.xml: the fixed pages plus the slugs of products,
// careers and newsletters (stored once per language with the same path).
import { z } from "zod";
import type { Queryable } from "../../db/client.ts";
import { selectRows } from "./query.server.ts";

export const fixedPaths = [
  "/", "/corporate", "/personal", "/claims", "/clinics", "/garages", "/contact", "/complaint", "/faq",
  "/privacy-policy", "/vision", "/team", "/careers", "/csr", "/photo", "/video", "/newsletters",
] as const;

export async function getSitemapPaths(db: Queryable): Promise<string[]> {
  const rows = await selectRows(
    db,
    z.object({ slug: z.string() }),
    `select slug from menus where lang = 'en'
     union select slug from career_details where lang = 'en'
     union select slug from newsletter_details where lang = 'en'
     order by slug`,
  );
  // The back office is never listed, whatever a content row says.
  return [...fixedPaths, ...rows.map((row) => row.slug).filter((slug) => !/^\/admin(\/|$|\?)/.test(slug))];
}
