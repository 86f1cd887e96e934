// A staff preview behind nginx (issue 23): an editor's request for an unpublished position
// passes nginx's cache both ways (X-Cache-Status BYPASS) and gets the page; a visitor asking the
// same address, after it or at the same moment, gets the 404; a visitor's cached page is not
// what the editor gets, and nothing the editor was answered is stored for the next visitor.
// Used by the cluster test and by scripts/cluster/nginx.test.ts.
import type { Db } from "../../db/client.ts";
import { createSession } from "../../app/staff-session/sessions.server.ts";
import { draftPosition } from "../../testing/drafts.ts";
import { makeStaff } from "../../testing/staff.ts";

async function get(url: string, cookie?: string) {
  const response = await fetch(url, {
    headers: { Accept: "text/html", "Accept-Encoding": "br, gzip", ...(cookie ? { cookie } : {}) },
  });
  return {
    status: response.status,
    cacheStatus: response.headers.get("x-cache-status") ?? "(none)",
    text: await response.text(),
  };
}

/** `siteUrl`: nginx. An unpublished position and an editor's session are made in `db` for the check. */
export async function checkPreviewNotCached(db: Db, siteUrl: string): Promise<{ problems: string[]; line: string }> {
  const problems: string[] = [];
  const stamp = Date.now();
  const path = `/careers/cluster-preview-${stamp}`;
  const title = `Cluster Preview ${stamp}`;
  await draftPosition(db, path.replace("/careers/", ""), title);
  const editor = await makeStaff(db, ["editor"]);
  const cookie = `staff_session=${await createSession(db, editor.id, { now: new Date(), clientIp: "" })}`;
  const expect = (what: string, ok: boolean, got: { status: number; cacheStatus: string }) => {
    if (!ok) problems.push(`${what}: got ${got.status} ${got.cacheStatus}`);
  };

  // The preview, twice, then a visitor's ask, twice: nginx never answers one with the other.
  for (let i = 0; i < 2; i++) {
    const preview = await get(`${siteUrl}${path}`, cookie);
    expect(
      `editor's GET ${path} (${i + 1})`,
      preview.status === 200 && preview.cacheStatus === "BYPASS" && preview.text.includes(title),
      preview,
    );
  }
  for (let i = 0; i < 2; i++) {
    const visitor = await get(`${siteUrl}${path}`);
    expect(
      `visitor's GET ${path} after the preview (${i + 1})`,
      visitor.status === 404 && !visitor.text.includes(title),
      visitor,
    );
  }
  // At the same moment.
  const together = await Promise.all(
    Array.from({ length: 8 }, (_, i) => get(`${siteUrl}${path}`, i % 2 ? undefined : cookie)),
  );
  together.forEach((answer, i) => {
    const isEditor = i % 2 === 0;
    expect(
      `${isEditor ? "editor's" : "visitor's"} GET ${path} at the same moment`,
      answer.status === (isEditor ? 200 : 404) && answer.text.includes(title) === isEditor,
      answer,
    );
  });
  // A page in nginx's cache: the visitor's copy is not served to the editor, the editor's answer not stored.
  await get(`${siteUrl}/careers`);
  const cached = await get(`${siteUrl}/careers`);
  expect("visitor's second GET /careers", cached.cacheStatus === "HIT" && !cached.text.includes(title), cached);
  const editorList = await get(`${siteUrl}/careers`, cookie);
  expect("editor's GET /careers", editorList.cacheStatus === "BYPASS" && editorList.text.includes(title), editorList);
  const after = await get(`${siteUrl}/careers`);
  expect(
    "visitor's GET /careers after the editor's",
    after.cacheStatus === "HIT" && !after.text.includes(title),
    after,
  );
  const fresh = `/team?l=km`;
  const editorFirst = await get(`${siteUrl}${fresh}`, cookie);
  const visitorNext = await get(`${siteUrl}${fresh}`);
  expect(
    `visitor's GET ${fresh} after only an editor's`,
    editorFirst.cacheStatus === "BYPASS" && visitorNext.cacheStatus === "MISS",
    visitorNext,
  );

  await db.query("delete from career_details where slug = $1", [path]);
  return {
    problems,
    line: `staff preview through nginx: editor 200 (BYPASS), visitor 404 after it and at the same moment; /careers HIT for visitors only`,
  };
}
