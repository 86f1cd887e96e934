import { z } from "zod";
import type { Queryable } from "../../../db/client.ts";
import { requestLog } from "../../http/request-log.server.ts";
import { selectRows } from "../query.server.ts";
import { siteLinkNames, webAddress, type SiteLinks } from "./schema.ts";

/**
 * The site's external addresses: each one stored in site_links when it is set and a valid web
 * address, else the environment's (`defaults`, from server/env.ts). A stored address that is not
 * valid, or a database that cannot be read, never takes a page down: the environment's
 * addresses are used and the reason is logged.
 */
export async function getSiteLinks(db: Queryable, defaults: SiteLinks): Promise<SiteLinks> {
  let row: Record<string, unknown> | undefined;
  try {
    [row] = await selectRows(
      db,
      z.record(z.string(), z.unknown()),
      `select ${siteLinkNames.join(", ")} from site_links`,
    );
  } catch (error) {
    requestLog().warn({ err: error }, "site links unavailable: the environment's addresses apply");
    return defaults;
  }
  const links = { ...defaults };
  for (const name of siteLinkNames) {
    const stored = row?.[name];
    if (stored === null || stored === undefined || stored === "") continue;
    const parsed = webAddress.safeParse(stored);
    if (parsed.success) links[name] = parsed.data;
    else requestLog().warn({ link: name }, "site link is not a web address: the environment's applies");
  }
  return links;
}
