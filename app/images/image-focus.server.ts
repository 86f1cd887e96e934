// The focal points of the media library's images (db/migrations/0039_media_focus.sql) as the
// pages use them: the CSS object-position of each, by its path (image-focus.ts).
import type { Queryable } from "../../db/client.ts";
import { mediaPath } from "../uploads/media.ts";

const percent = (fraction: number) => `${Math.round(Number(fraction) * 1000) / 10}%`;

export async function mediaFocusPoints(db: Queryable): Promise<Record<string, string>> {
  const rows = await db.query<{ name: string; focus_x: number; focus_y: number }>(
    "select name, focus_x, focus_y from media where focus_x is not null order by name",
  );
  return Object.fromEntries(
    rows.map((row) => [mediaPath(row.name), `${percent(row.focus_x)} ${percent(row.focus_y)}`]),
  );
}
