// A renamed page behind nginx (issue 45): a position's web address changed in the editor's save
// leaves the old address answering 301 to the new one through nginx, the visitor's language
// kept; nginx may keep that answer as briefly as a page (its Cache-Control), and the new address
// serves the page. Used by the cluster test and by scripts/cluster/nginx.test.ts.
import type { Db } from "../../db/client.ts";
import { editableNamed } from "../../app/content/areas.server.ts";
import { saveRecord, versionOf } from "../../app/admin/content/save.server.ts";
import { draftPosition } from "../../testing/drafts.ts";
import { makeStaff } from "../../testing/staff.ts";

async function get(url: string) {
  const response = await fetch(url, { headers: { Accept: "text/html" }, redirect: "manual" });
  return {
    status: response.status,
    location: response.headers.get("location"),
    cacheControl: response.headers.get("cache-control"),
    cacheStatus: response.headers.get("x-cache-status") ?? "(none)",
    text: await response.text(),
  };
}

/** `siteUrl`: nginx. A published position is made in `db` and renamed as an editor's save does. */
export async function checkRedirectThroughNginx(
  db: Db,
  siteUrl: string,
): Promise<{ problems: string[]; line: string }> {
  const problems: string[] = [];
  const stamp = Date.now().toString(36);
  const [oldSlug, newSlug] = [`cluster-moved-${stamp}`, `cluster-renamed-${stamp}`];
  const title = `Cluster Moved ${stamp}`;
  await draftPosition(db, oldSlug, title);
  await db.query("update career_details set published = true where slug = $1", [`/careers/${oldSlug}`]);
  const before = await get(`${siteUrl}/careers/${oldSlug}`);
  if (before.status !== 200) problems.push(`GET /careers/${oldSlug} before the rename: ${before.status}`);

  const positions = editableNamed("positions")!;
  const current = (await positions.store.load(db, oldSlug))!;
  const editor = await makeStaff(db, ["editor"]);
  const saved = await saveRecord(db, positions, {
    key: oldSlug,
    value: { en: { ...current.en!, slug: newSlug }, km: current.km ? { ...current.km, slug: newSlug } : null },
    base: versionOf(current),
    actor: { id: editor.id, email: editor.email },
    clientIp: "",
  });
  if (saved.status !== "saved") problems.push(`the rename was not saved: ${saved.status}`);

  const statuses: string[] = [];
  for (let i = 0; i < 2; i++) {
    const moved = await get(`${siteUrl}/careers/${oldSlug}?l=km`);
    statuses.push(moved.cacheStatus);
    if (moved.status !== 301 || moved.location !== `/careers/${newSlug}?l=km`)
      problems.push(`GET /careers/${oldSlug}?l=km (${i + 1}): ${moved.status} to ${moved.location}`);
    if (moved.cacheControl !== "public, max-age=300, s-maxage=30")
      problems.push(`the 301's Cache-Control: ${moved.cacheControl}`);
  }
  const page = await get(`${siteUrl}/careers/${newSlug}?l=km`);
  if (page.status !== 200 || !page.text.includes(`/careers/${newSlug}`))
    problems.push(`GET /careers/${newSlug}?l=km: ${page.status}`);
  const [row] = await db.query<{ hits: string }>("select hits::text from redirects where from_path = $1", [
    `/careers/${oldSlug}`,
  ]);
  if (!row || Number(row.hits) < 1) problems.push(`the redirect's visits: ${row?.hits ?? "no redirect"}`);

  await db.query("delete from career_details where slug = $1", [`/careers/${newSlug}`]);
  await db.query("delete from redirects where from_path = $1", [`/careers/${oldSlug}`]);
  return {
    problems,
    line: `a renamed position through nginx: the old address 301 to the new (${statuses.join(", ")}), the language kept, ${row?.hits ?? 0} visit(s) counted`,
  };
}
