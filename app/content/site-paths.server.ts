// Whether a path of this site leads somewhere (issue 31: a link field accepts a path of the site
// only when it exists). The pages are the fixed ones, the "Redirecting..." routes, and those of
// the content: products, positions, newsletters, product classes and their subclasses, the
// media library's files, and the files the site ships (public/, served from build/client). An
// item not yet published still counts: its page exists for staff, and the link works once it is
// published.
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Queryable } from "../../db/client.ts";
import { fixedPaths, itemPages } from "./areas.server.ts";
import { redirectNames } from "./site-links/redirects.ts";
import { selectRows } from "./query.server.ts";
import { z } from "zod";

const fixed = new Set([...fixedPaths, ...redirectNames.map((name) => `/${name}`)]);

/** The page part of a site path: without its query, fragment and a trailing slash. */
export const pageOf = (address: string) => address.replace(/[?#].*$/, "").replace(/(.)\/+$/, "$1") || "/";

// Every path the content makes, in one query (a few hundred rows at most): the areas' items and
// the media library's files.
const contentPaths = [...itemPages.map((pages) => pages.paths), "select '/media/' || name from media"].join(
  "\n  union ",
);

// The built site's files in production, the project's own before a build (tests, development).
const shippedDirs = ["build/client", "public"].map((dir) => join(process.cwd(), dir));

/** Whether a path names a file the site ships ("/demo/…/claim-form.pdf"): never outside those folders. */
function isShippedFile(page: string): boolean {
  let file: string;
  try {
    file = decodeURIComponent(page);
  } catch {
    return false;
  }
  if (file.split("/").some((step) => step === ".." || step === ".")) return false;
  return shippedDirs.some((dir) => existsSync(join(dir, file)) && statSync(join(dir, file)).isFile());
}

/** The addresses among `addresses` (site paths, "/…") whose page does not exist. */
export async function missingSitePaths(db: Queryable, addresses: readonly string[]): Promise<string[]> {
  const asked = addresses.filter((address) => !fixed.has(pageOf(address)) && !isShippedFile(pageOf(address)));
  if (asked.length === 0) return [];
  const known = await selectRows(
    db,
    z.object({ path: z.string() }),
    `select path from (${contentPaths}) paths where path = any($1::text[])`,
    [[...new Set(asked.map(pageOf))]],
  );
  const found = new Set(known.map((row) => row.path));
  return asked.filter((address) => !found.has(pageOf(address)));
}

// The items' tables stored once per language with a `published` flag (those the sitemap lists).
const publishedFlags = itemPages.flatMap((pages) => (pages.listed ? [pages.listed.table] : []));

/** The paths among `paths` of items published in no language: their page answers visitors 404. */
export async function unpublishedItemPaths(db: Queryable, paths: readonly string[]): Promise<string[]> {
  if (paths.length === 0) return [];
  const rows = await selectRows(
    db,
    z.object({ slug: z.string() }),
    publishedFlags
      .map(
        (table) => `select slug from ${table} where slug = any($1::text[]) group by slug having not bool_or(published)`,
      )
      .join(" union "),
    [[...paths]],
  );
  return rows.map((row) => row.slug);
}
