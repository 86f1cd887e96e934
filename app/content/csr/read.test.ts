// Data access of the CSR page (its photos in order) against the seeded database: PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { seededDemoContent } from "../../../db/seed/media.ts";
import { openSeeded, testDatabases } from "../../../testing/db.ts";
import { languages } from "../../i18n/lang.ts";
import { getCsr } from "./read.server.ts";

// The demo content as seeded: its images are media library items (/media/…).
const { demoContent } = await seededDemoContent();

const khmer = /[\u1780-\u17FF]/;

describe.each(testDatabases)("CSR page on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(database);
  });
  afterAll(() => db.close());

  it.each(languages)("reads the CSR page with its photos in order (%s)", async (lang) => {
    const seed = demoContent[lang];
    const csr = await getCsr(db, lang);
    expect(csr).toMatchObject(seed.csrs);
    const ordered = [...seed.csr_details].sort((a, b) => a.orders - b.orders);
    expect(csr!.photos.map(({ title, src, width, height }) => ({ title, src, width, height }))).toEqual(
      ordered.map(({ title, src, width, height }) => ({ title, src, width, height })),
    );
    if (lang === "km") expect(csr!.title).toMatch(khmer);
  });
});
