// Data access of the photo gallery (newest first, the same for every language) against the
// seeded database: PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { seededDemoContent } from "../../../db/seed/media.ts";
import { openSeeded, testDatabases } from "../../../testing/db.ts";
import { getPhotoGallery } from "./read.server.ts";

// The demo content as seeded: its images are media library items (/media/…).
const { demoSharedContent } = await seededDemoContent();

const newestFirst = <Row extends { created_at: string }>(rows: Row[]) =>
  [...rows].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));

describe.each(testDatabases)("photo gallery on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(database);
  });
  afterAll(() => db.close());

  it("reads the photo gallery newest first, the same for every language", async () => {
    const gallery = await getPhotoGallery(db);
    expect(gallery!.image1).toBe(demoSharedContent.photos.image1);
    expect(gallery!.photos.map(({ title, src, width, height }) => ({ title, src, width, height }))).toEqual(
      newestFirst(demoSharedContent.photo_details).map(({ title, src, width, height }) => ({
        title,
        src,
        width,
        height,
      })),
    );
  });
});
