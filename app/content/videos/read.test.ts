// Data access of the videos page (the videos that have a YouTube id, in order) against the
// seeded database: PGlite, and PostgreSQL when TEST_DATABASE_URL is set. The editor's side of
// the videos is in videos.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { seededDemoContent } from "../../../db/seed/media.ts";
import { openSeeded, testDatabases } from "../../../testing/db.ts";
import { languages } from "../../i18n/lang.ts";
import { getVideos } from "./read.server.ts";

// The demo content as seeded: its images are media library items (/media/…).
const { demoContent } = await seededDemoContent();

describe.each(testDatabases)("videos page on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(database);
  });
  afterAll(() => db.close());

  it.each(languages)("reads the videos that have a YouTube id, in order (%s)", async (lang) => {
    const seed = demoContent[lang];
    const page = await getVideos(db, lang);
    expect(page).toMatchObject(seed.videos);
    const playable = [...seed.video_details]
      .sort((a, b) => a.orders - b.orders)
      .filter((video) => video.youtube_id !== null);
    expect(playable.length).toBeLessThan(seed.video_details.length);
    expect(page!.videos.map(({ youtube_id, youtube_title }) => ({ youtube_id, youtube_title }))).toEqual(
      playable.map(({ youtube_id, youtube_title }) => ({ youtube_id, youtube_title })),
    );
  });
});
