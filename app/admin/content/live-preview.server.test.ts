// The live preview's drawing, on PGlite and PostgreSQL: the page's reads see the staff member's
// draft, a read outside sees the saved record at the same moment, and nothing of the draft
// stays behind (no record, revision or audit entry). A visitor, a staff member without a draft
// and one whose draft the rules refuse get the saved page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { openSeeded, testDatabases } from "../../../testing/db.ts";
import { makeStaff } from "../../../testing/staff.ts";
import { createSession } from "../../staff-session/sessions.server.ts";
import { keepDraft } from "./drafts.server.ts";
import { drawLivePreview } from "./live-preview.server.ts";
import { livePreviewAddress } from "./live-preview.ts";
import { editableNamed } from "../../content/areas.server.ts";
import { loadSaved } from "./unfinished.server.ts";
import { versionOf } from "./save.server.ts";

const config = { staffIdleSeconds: 1800 } as Parameters<typeof drawLivePreview>[0]["config"];
const address = `http://site.test${livePreviewAddress("/careers/claims-officer", "en", "positions", "claims-officer")}`;
const titleQuery = "select position from career_details where lang = 'en' and slug = '/careers/claims-officer'";

describe.each(testDatabases)("the live preview on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(database);
  });
  afterAll(() => db.close());

  const counts = async () =>
    (
      await db.query<{ revisions: number; audits: number }>(
        "select (select count(*)::int from content_revisions) as revisions, (select count(*)::int from staff_audit_log) as audits",
      )
    )[0];
  /** Draws the title as the page would read it, and what a read outside the page sees meanwhile. */
  const drawTitle = (cookie: string | null) => {
    const seen: { inside?: string; outside?: string; own?: boolean } = {};
    const request = new Request(address, { headers: cookie ? { cookie } : {} });
    const drawing = drawLivePreview({ db, config }, request, async (own) => {
      seen.own = own !== undefined;
      const [row] = await (own ?? db).query<{ position: string }>(titleQuery);
      seen.inside = row!.position;
      return new Response(row!.position, { headers: { "Content-Security-Policy": "frame-ancestors 'none'" } });
    });
    return { seen, drawing };
  };

  it("draws the staff member's draft for them alone, then keeps nothing of it", async () => {
    const staff = await makeStaff(db, ["editor"]);
    const cookie = `staff_session=${await createSession(db, staff.id, { now: new Date(), clientIp: "" })}`;
    const editable = editableNamed("positions")!;
    const saved = (await loadSaved(db, editable, "claims-officer"))!;
    const published = saved.en!.position as string;
    await keepDraft(
      db,
      { staffId: staff.id, entity: "positions", key: "claims-officer" },
      { ...saved, en: { ...saved.en, position: "Senior claims officer" } },
      versionOf(saved),
    );
    const before = await counts();

    const { seen, drawing } = drawTitle(cookie);
    // A read from outside the page, at the same moment: waits (PGlite) or sees what is committed (PostgreSQL).
    const [outside] = await db.query<{ position: string }>(titleQuery);
    const response = await drawing;
    expect(seen).toMatchObject({ own: true, inside: "Senior claims officer" });
    expect(outside!.position).toBe(published);
    expect(await response.text()).toBe("Senior claims officer");
    expect(response.headers.get("Cache-Control")).toBe("no-store, private");
    expect(response.headers.get("X-Frame-Options")).toBe("SAMEORIGIN");
    expect(response.headers.get("Content-Security-Policy")).toBe("frame-ancestors 'self'");

    const [after] = await db.query<{ position: string }>(titleQuery);
    expect(after!.position).toBe(published);
    expect(await counts()).toEqual(before);
  });

  it("gives a visitor, a staff member without a draft, and a refused draft the saved page", async () => {
    const visitor = drawTitle(null);
    const response = await visitor.drawing;
    expect(visitor.seen.own).toBe(false);
    expect(response.headers.get("X-Frame-Options")).toBeNull();

    const staff = await makeStaff(db, ["editor"]);
    const cookie = `staff_session=${await createSession(db, staff.id, { now: new Date(), clientIp: "" })}`;
    const withoutDraft = drawTitle(cookie);
    expect((await withoutDraft.drawing).headers.get("Cache-Control")).toBe("no-store, private");
    expect(withoutDraft.seen.own).toBe(false);

    const saved = (await loadSaved(db, editableNamed("positions")!, "claims-officer"))!;
    await keepDraft(
      db,
      { staffId: staff.id, entity: "positions", key: "claims-officer" },
      { ...saved, en: { ...saved.en, position: "" } },
      versionOf(saved),
    );
    const refused = drawTitle(cookie);
    await refused.drawing;
    expect(refused.seen.inside).toBe(saved.en!.position);
  });

  it("draws nothing of a draft for a staff member of the complaints team", async () => {
    const staff = await makeStaff(db, ["complaints"]);
    const cookie = `staff_session=${await createSession(db, staff.id, { now: new Date(), clientIp: "" })}`;
    await keepDraft(
      db,
      { staffId: staff.id, entity: "positions", key: "claims-officer" },
      { en: { position: "Not theirs to preview" }, km: null },
      null,
    );
    const drawn = drawTitle(cookie);
    await drawn.drawing;
    expect(drawn.seen.own).toBe(false);
  });
});
