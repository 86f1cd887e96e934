import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../../db/client.ts";
import { testDatabases } from "../../../../testing/db.ts";
import { alice, bopha, openRegisterDb } from "../../../../testing/register.ts";
import { deleteSavedReply, listSavedReplies, saveSavedReply } from "./saved-replies.server.ts";
import { savedReplyFormSchema } from "./saved-reply-form.ts";

describe.each(testDatabases)("saved replies on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openRegisterDb(database);
  });
  afterAll(() => db.close());

  it("adds, changes, lists by language and deletes, refusing a title taken in the same language", async () => {
    const added = await saveSavedReply(db, { lang: "km", title: "ការជួសជុល", body: "សូមអរគុណ {name}។" }, bopha);
    expect(added.saved).toBe(true);
    if (!added.saved) return;
    await saveSavedReply(db, { lang: "en", title: "Repair", body: "Thank you, {name}." }, alice);
    expect(await saveSavedReply(db, { lang: "en", title: "repair", body: "Again" }, alice)).toEqual({
      saved: false,
      problem: "taken",
    });
    // The same title in the other language is another reply.
    expect((await saveSavedReply(db, { lang: "km", title: "Repair", body: "…" }, alice)).saved).toBe(true);
    expect((await listSavedReplies(db, "km")).map((reply) => reply.title)).toEqual(["Repair", "ការជួសជុល"]);

    await saveSavedReply(db, { id: added.id, lang: "km", title: "ការជួសជុលរថយន្ត", body: "សូមអរគុណ។" }, alice);
    const [changed] = (await listSavedReplies(db, "km")).filter((reply) => reply.id === added.id);
    expect(changed).toMatchObject({ title: "ការជួសជុលរថយន្ត", body: "សូមអរគុណ។", updatedBy: "Alice Chan" });

    expect(await deleteSavedReply(db, added.id)).toBe("ការជួសជុលរថយន្ត");
    expect(await deleteSavedReply(db, added.id)).toBeNull();
    expect(await saveSavedReply(db, { id: added.id, lang: "km", title: "Gone", body: "…" }, alice)).toEqual({
      saved: false,
      problem: "gone",
    });
  });

  it("refuses a placeholder that is not one of ours, in the interface's language", () => {
    const parsed = savedReplyFormSchema("km").safeParse({
      intent: "save",
      lang: "en",
      title: "Paid",
      body: "Dear {nmae}, paid by {deadline}.",
    });
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)).toEqual([
      "{nmae} មិនមែនជាពាក្យក្នុងវង់ក្រចកដែលទំព័រនេះរាយបញ្ជីទេ។",
    ]);
  });
});
