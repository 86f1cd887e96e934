// Each language its own workflow (issue 45), on PGlite and PostgreSQL: a position published in
// English only (its Khmer page shows the English with a notice); a publication of one language at
// a set time, run once by three instances at the same moment; the Khmer fields marked to check
// when the published English changes, cleared by a change or a check; a translator who forges
// another language's field is refused with nothing changed, and whose review is approved
// (published in Khmer) or returned.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { openSeeded, testDatabases, transactionsTogether } from "../../../testing/db.ts";
import { makeStaff } from "../../../testing/staff.ts";
import { editableNamed } from "../../content/areas.server.ts";
import { getCareer, phnomPenhToday } from "../../content/careers/read.server.ts";
import type { Pair } from "../../content/model/values.ts";
import { saveRecord, versionOf } from "./save.server.ts";
import { runDueSchedules, schedule, schedulesOf } from "./schedules.server.ts";
import { checksOf, clearChecks } from "./checks.server.ts";
import { approveReview, returnReview, reviewsOf, sendForReview } from "./reviews.server.ts";

describe.each(testDatabases)("each language its own workflow on $name", (database) => {
  let db: Db;
  let editor: { id: string; email: string };
  let translator: { id: string; email: string };
  const positions = () => editableNamed("positions")!;
  const key = "bilingual-officer";
  const load = async () => (await positions().store.load(db, key))!;
  const save = async (value: Pair) =>
    saveRecord(db, positions(), { key, value, base: versionOf(await load()), actor: editor, clientIp: "" });
  const audits = async (action: string) =>
    (await db.query("select 1 from staff_audit_log where action = $1 and target_id = $2", [action, `positions/${key}`]))
      .length;

  beforeAll(async () => {
    db = await openSeeded(database);
    editor = await makeStaff(db, ["editor"]);
    translator = await makeStaff(db, ["translator_km"]);
    const [first] = await positions().store.list!(db);
    const seeded = (await positions().store.load(db, first!.key))!;
    const created = await saveRecord(db, positions(), {
      key: null,
      value: {
        en: { ...seeded.en!, slug: key, position: "Bilingual officer", published: true },
        km: { ...seeded.km!, slug: key, position: "មន្ត្រីពីរភាសា", published: false },
      },
      base: null,
      actor: editor,
      clientIp: "",
    });
    expect(created).toMatchObject({ status: "saved", key });
  });
  afterAll(() => db.close());

  it("publishes English only: the English page is read, the Khmer one is not", async () => {
    const today = phnomPenhToday();
    expect((await getCareer(db, "en", key, today))?.position).toBe("Bilingual officer");
    expect(await getCareer(db, "km", key, today)).toBeNull();
    // The staff's preview still reads the unpublished Khmer.
    expect((await getCareer(db, "km", key, today, true))?.position).toBe("មន្ត្រីពីរភាសា");
  });

  it("publishes one language at its set time once, whichever of three instances runs it", async () => {
    const dueAt = new Date(Date.now() - 1000);
    await schedule(db, { entity: "positions", key, action: "publish", dueAt, lang: "km" }, editor, "");
    const together = transactionsTogether(db, 3);
    const ran = await Promise.all([runDueSchedules(together), runDueSchedules(together), runDueSchedules(together)]);
    expect(ran.reduce((sum, count) => sum + count, 0)).toBe(1);
    const saved = await load();
    expect([saved.en?.published, saved.km?.published]).toEqual([true, true]);
    expect(await audits("content.scheduled_publish")).toBe(1);
    // Unpublishing English alone leaves the Khmer published.
    await schedule(db, { entity: "positions", key, action: "unpublish", dueAt, lang: "en" }, editor, "");
    expect(await runDueSchedules(db)).toBe(1);
    const after = await load();
    expect([after.en?.published, after.km?.published]).toEqual([false, true]);
    expect((await schedulesOf(db, "positions", key)).map((row) => [row.lang, row.action, row.outcome])).toEqual([
      ["km", "publish", "done"],
      ["en", "unpublish", "done"],
    ]);
    await save({ ...after, en: { ...after.en!, published: true } });
  });

  it("marks the Khmer fields to check when the published English changes, field by field", async () => {
    const before = await load();
    const description = [...(before.en!.description as string[])];
    description[0] = `${description[0]} Updated.`;
    expect(
      await save({ ...before, en: { ...before.en!, position: "Senior bilingual officer", description } }),
    ).toMatchObject({ status: "saved" });
    expect((await checksOf(db, "positions", key)).map((check) => [check.lang, check.path])).toEqual([
      ["km", "description.0"],
      ["km", "position"],
    ]);
    // The translator's change of one clears its mark; the other stays.
    const now = await load();
    expect(await save({ ...now, km: { ...now.km!, position: "មន្ត្រីពីរភាសាជាន់ខ្ពស់" } })).toMatchObject({
      status: "saved",
    });
    expect((await checksOf(db, "positions", key)).map((check) => check.path)).toEqual(["description.0"]);
    // That answer marks nothing in English in return, though the Khmer is published too.
    expect((await checksOf(db, "positions", key)).some((check) => check.lang === "en")).toBe(false);
    expect(await clearChecks(db, { entity: "positions", key, lang: "km" }, editor, "")).toBe(1);
    expect(await checksOf(db, "positions", key)).toEqual([]);
    expect(await audits("content.checked")).toBe(1);
  });

  it("refuses a translator's change of another language's field, a shared one or a publication; nothing changes", async () => {
    const current = await load();
    const request = (value: Pair) => ({
      key,
      lang: "km" as const,
      langs: ["km" as const],
      value,
      note: "",
      actor: translator,
      clientIp: "",
    });
    for (const forged of [
      { ...current, en: { ...current.en!, position: "Forged" } },
      { ...current, km: { ...current.km!, published: false } },
      { ...current, km: { ...current.km!, close_date: "2099-01-01" } },
    ])
      expect(await sendForReview(db, positions(), request(forged))).toMatchObject({ status: "forged" });
    expect(versionOf(await load())).toBe(versionOf(current));
    expect(await reviewsOf(db, "positions", key)).toEqual([]);
  });

  it("sends the Khmer for review, returned with a note, then approved and published as the editor's save", async () => {
    const current = await load();
    await save({ ...current, km: { ...current.km!, published: false } });
    const base = await load();
    const translated = { ...base, km: { ...base.km!, position: "មន្ត្រីពីរភាសា (កែ)" } };
    const request = {
      key,
      lang: "km" as const,
      langs: ["km" as const],
      note: "First try",
      actor: translator,
      clientIp: "",
    };
    const sent = await sendForReview(db, positions(), { ...request, value: translated });
    expect(sent.status).toBe("sent");
    // Nothing visitors read changed.
    expect((await load()).km?.position).toBe(base.km!.position);
    const id = sent.status === "sent" ? sent.id : "";
    expect(
      await returnReview(db, positions(), { key, id, note: "Use the formal title", actor: editor, clientIp: "" }),
    ).toEqual({ status: "returned" });
    const again = await sendForReview(db, positions(), { ...request, value: translated, note: "Second try" });
    const secondId = again.status === "sent" ? again.id : "";
    // Meanwhile the editor changes a field both languages share: the approval keeps it.
    const meanwhile = await load();
    expect(
      await save({
        en: { ...meanwhile.en!, close_date: "2099-06-30" },
        km: { ...meanwhile.km!, close_date: "2099-06-30" },
      }),
    ).toMatchObject({ status: "saved" });
    expect(await approveReview(db, positions(), { key, id: secondId, actor: editor, clientIp: "" })).toEqual({
      status: "approved",
    });
    const published = await load();
    expect(published.km).toMatchObject({ position: "មន្ត្រីពីរភាសា (កែ)", published: true });
    expect(published.en?.position).toBe(base.en!.position);
    expect([published.en?.close_date, published.km?.close_date]).toEqual(["2099-06-30", "2099-06-30"]);
    // Deciding it twice finds nothing waiting.
    expect(await approveReview(db, positions(), { key, id: secondId, actor: editor, clientIp: "" })).toEqual({
      status: "missing",
    });
    const reviews = await reviewsOf(db, "positions", key);
    expect(reviews.map((review) => [review.outcome, review.note, review.decisionNote])).toEqual([
      ["approved", "Second try", null],
      ["returned", "First try", "Use the formal title"],
    ]);
    expect(await audits("content.review_send")).toBe(2);
    expect(await audits("content.review_return")).toBe(1);
    expect(await audits("content.review_approve")).toBe(1);
    const [revision] = await db.query<{ saved_by: string }>(
      "select saved_by::text from content_revisions where entity = 'positions' and key = $1 order by id desc limit 1",
      [key],
    );
    expect(revision?.saved_by).toBe(editor.id);
  });

  it("reviews a page's translation too: the FAQ's Khmer question approved, its entries' shared state untouched", async () => {
    const faq = editableNamed("faq")!;
    const current = (await faq.store.load(db, "main"))!;
    const items = current.km!.faq_details as Record<string, unknown>[];
    const changed = {
      ...current,
      km: { ...current.km!, faq_details: [{ ...items[0]!, question: "សំណួរថ្មី?" }, ...items.slice(1)] },
    };
    const sent = await sendForReview(db, faq, {
      key: "main",
      lang: "km",
      langs: ["km"],
      value: changed,
      note: "",
      actor: translator,
      clientIp: "",
    });
    expect(sent.status).toBe("sent");
    // An entry's published is one state for both languages: not the translator's to change.
    const hidden = {
      ...current,
      km: { ...current.km!, faq_details: [{ ...items[0]!, published: !items[0]!.published }, ...items.slice(1)] },
    };
    expect(
      await sendForReview(db, faq, {
        key: "main",
        lang: "km",
        langs: ["km"],
        value: hidden,
        note: "",
        actor: translator,
        clientIp: "",
      }),
    ).toMatchObject({ status: "forged" });
    const id = sent.status === "sent" ? sent.id : "";
    expect(await approveReview(db, faq, { key: "main", id, actor: editor, clientIp: "" })).toEqual({
      status: "approved",
    });
    const saved = (await faq.store.load(db, "main"))!;
    expect((saved.km!.faq_details as Record<string, unknown>[])[0]).toMatchObject({
      question: "សំណួរថ្មី?",
      published: items[0]!.published,
    });
    expect(saved.km).not.toHaveProperty("published");
    expect(saved.en).toEqual(current.en);
  });

  it("refuses to send an incomplete translation, naming its fields", async () => {
    const current = await load();
    const sent = await sendForReview(db, positions(), {
      key,
      lang: "km",
      langs: ["km"],
      value: { ...current, km: { ...current.km!, position: "" } },
      note: "",
      actor: translator,
      clientIp: "",
    });
    expect(sent).toMatchObject({ status: "invalid", issues: [{ path: "km.position" }] });
  });
});
