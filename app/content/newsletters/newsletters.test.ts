// Newsletters and their authors: a newsletter's author must exist; an author still named by a
// newsletter cannot be removed; renaming an author's handle renames it in the newsletters; the
// editor offers the authors by name.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { demoSharedContent } from "../../../db/seed/content/index.ts";
import { openSeeded, testDatabases } from "../../../testing/db.ts";
import { choicesOf } from "../../admin/content/choices.server.ts";
import { viewOf } from "../model/entity.ts";
import { saveRecord, versionOf } from "../../admin/content/save.server.ts";
import type { Pair } from "../model/values.ts";
import { editableNamed } from "../areas.server.ts";
import { authorsEntity, newslettersEntity } from "./entity.ts";

const actor = { id: "00000000-0000-4000-8000-00000000e004", email: "editor@example.com" };
const request = { actor, clientIp: "192.0.2.1" };
const shared = (pair: Pair, field: string, value: unknown): Pair => ({
  en: { ...pair.en!, [field]: value },
  km: pair.km && { ...pair.km, [field]: value },
});

describe.each(testDatabases)("newsletters and authors on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(database);
    await db.query(
      "insert into staff_accounts (id, email, display_name, roles) values ($1, $2, 'Test Editor', '{editor}')",
      [actor.id, actor.email],
    );
  });
  afterAll(() => db.close());

  it("offers every author, by name, in a newsletter's author field; an author's own record offers nothing", async () => {
    const choices = await choicesOf(db, viewOf(newslettersEntity).record);
    expect(Object.keys(choices)).toEqual(["authors"]);
    expect(choices.authors!.map(({ key, titles }) => [key, titles.en]).sort()).toEqual(
      demoSharedContent.profiles.map((profile) => [profile.handle, profile.display_name]).sort(),
    );
    expect(await choicesOf(db, viewOf(authorsEntity).record)).toEqual({});
  });

  it("refuses an author that does not exist, beside the field", async () => {
    const newsletters = editableNamed("newsletters")!;
    const pair = (await newsletters.store.load(db, "customer-day-2025"))!;
    expect(pair.en).toMatchObject({ slug: "customer-day-2025", author_handle: "kim-sreyneang" });
    const outcome = await saveRecord(db, newsletters, {
      key: "customer-day-2025",
      value: shared(pair, "author_handle", "nobody"),
      base: versionOf(pair),
      ...request,
    });
    expect(outcome).toEqual({ status: "invalid", issues: [{ path: "en.author_handle", message: "noSuchAuthor" }] });
  });

  it("refuses to remove an author newsletters name; renames the handle in them", async () => {
    const authors = editableNamed("authors")!;
    const author = (await authors.store.load(db, "kim-sreyneang"))!;
    expect(
      await saveRecord(db, authors, {
        key: "kim-sreyneang",
        value: { en: null, km: null },
        remove: true,
        base: versionOf(author),
        ...request,
      }),
    ).toEqual({
      status: "invalid",
      issues: [{ path: "en", message: "inUse" }],
    });
    const renamed = await saveRecord(db, authors, {
      key: "kim-sreyneang",
      value: shared(author, "handle", "sreyneang"),
      base: versionOf(author),
      ...request,
    });
    expect(renamed).toMatchObject({ status: "saved", key: "sreyneang" });
    const rows = await db.query<{ author_handle: string }>(
      "select distinct author_handle from newsletter_details where slug = '/newsletters/customer-day-2025'",
    );
    expect(rows).toEqual([{ author_handle: "sreyneang" }]);
  });
});
