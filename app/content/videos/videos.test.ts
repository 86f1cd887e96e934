// A video's YouTube id: 11 letters, digits, "-" or "_", or none (not shown yet); anything else
// is refused beside the field with its own message.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { openSeeded, testDatabases } from "../../../testing/db.ts";
import { validatePair } from "../model/entity.ts";
import { saveRecord, versionOf } from "../../admin/content/save.server.ts";
import { setAt } from "../model/values.ts";
import { editableNamed } from "../areas.server.ts";
import { videosEntity } from "./entity.ts";

const actor = { id: "00000000-0000-4000-8000-00000000e003", email: "editor@example.com" };

describe.each(testDatabases)("videos on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(database);
    await db.query(
      "insert into staff_accounts (id, email, display_name, roles) values ($1, $2, 'Test Editor', '{editor}')",
      [actor.id, actor.email],
    );
  });
  afterAll(() => db.close());

  it("refuses an id that is not a YouTube id, keeps an empty one as none", async () => {
    const editable = editableNamed("videos")!;
    const pair = (await editable.store.load(db, "main"))!;
    for (const bad of ["https://youtu.be/Tk3vP9qLx2A", "Tk3vP9qLx2", "Tk3vP9qLx2A0", "Tk3vP9q Lx2"]) {
      const checked = validatePair(videosEntity, setAt(pair, ["km", "videos", 1, "youtube_id"], bad));
      expect(checked.ok ? [] : checked.issues, bad).toEqual([{ path: "km.videos.1.youtube_id", message: "youtube" }]);
    }
    const refused = await saveRecord(db, editable, {
      key: "main",
      value: setAt(pair, ["en", "videos", 0, "youtube_id"], "not-an-id"),
      base: versionOf(pair),
      actor,
      clientIp: "192.0.2.1",
    });
    expect(refused).toEqual({ status: "invalid", issues: [{ path: "en.videos.0.youtube_id", message: "youtube" }] });

    const saved = await saveRecord(db, editable, {
      key: "main",
      value: setAt(
        setAt(pair, ["en", "videos", 0, "youtube_id"], " "),
        ["km", "videos", 0, "youtube_id"],
        "dQw4w9WgXcQ",
      ),
      base: versionOf(pair),
      actor,
      clientIp: "192.0.2.1",
    });
    expect(saved.status).toBe("saved");
    const rows = await db.query<{ lang: string; youtube_id: string | null }>(
      "select lang, youtube_id from video_details where orders = 0 order by lang",
    );
    expect(rows).toEqual([
      { lang: "en", youtube_id: null },
      { lang: "km", youtube_id: "dQw4w9WgXcQ" },
    ]);
  });
});
