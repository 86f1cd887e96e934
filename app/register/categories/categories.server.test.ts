// Complaint categories: kept by admins in both languages, set on complaints by staff (with the
// timeline's words), retired rather than deleted while in use; the lists filter by them, and the
// report and its CSV break down by them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { testDatabases } from "../../../testing/db.ts";
import { alice, insertComplaint, openRegisterDb } from "../../../testing/register.ts";
import { listComplaints } from "../complaints.server.ts";
import { complaintReport, complaintReportCsv, complaintReportRows, quarterPeriod } from "../report.server.ts";
import { getTimeline } from "../timeline.server.ts";
import { setCategory } from "../workflow.server.ts";
import {
  deleteCategory,
  listCategories,
  listCategoriesInUse,
  saveCategory,
  setCategoryRetired,
} from "./categories.server.ts";

describe.each(testDatabases)("complaint categories on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openRegisterDb(database);
  });
  afterAll(() => db.close());

  it("keeps the list in both languages: added at the end, renamed, a name used twice refused", async () => {
    const first = await listCategoriesInUse(db);
    expect(first[0]).toMatchObject({ en: "Motor", km: "យានយន្ត", retired: false, inUse: 0 });
    const added = await saveCategory(db, { nameEn: "Crop", nameKm: "ដំណាំ" });
    expect(added.saved).toBe(true);
    expect((await listCategories(db)).at(-1)).toMatchObject({ en: "Crop", km: "ដំណាំ" });
    expect(await saveCategory(db, { nameEn: "motor", nameKm: "ថ្មី" })).toEqual({ saved: false, problem: "taken" });
    if (!added.saved) return;
    await saveCategory(db, { id: added.id, nameEn: "Crop and livestock", nameKm: "ដំណាំ និងសត្វ" });
    expect((await listCategories(db)).find((category) => category.id === added.id)).toMatchObject({
      en: "Crop and livestock",
    });
    expect(await deleteCategory(db, added.id)).toBe("deleted");
    expect(await deleteCategory(db, added.id)).toBe("gone");
  });

  it("is set on a complaint, filters the list, counts in the report and the CSV, and is retired not deleted", async () => {
    const [motor, property] = await listCategories(db);
    const receivedAt = "2026-02-10T03:00:00Z";
    const a = await insertComplaint(db, { receivedAt });
    const b = await insertComplaint(db, { receivedAt });
    await insertComplaint(db, { receivedAt });
    expect(await setCategory(db, a.id, motor!.id, alice)).toBe(true);
    expect(await setCategory(db, a.id, motor!.id, alice)).toBe(false);
    await setCategory(db, b.id, property!.id, alice);
    await setCategory(db, b.id, null, alice);
    await setCategory(db, b.id, motor!.id, alice);
    const timeline = (await getTimeline(db, "complaint", b.id))!.filter((entry) => entry.kind === "category");
    expect(timeline.map((entry) => entry.kind === "category" && entry.to)).toEqual([
      { en: "Property and fire", km: "ទ្រព្យសម្បត្តិ និងអគ្គិភ័យ" },
      null,
      { en: "Motor", km: "យានយន្ត" },
    ]);

    expect((await listComplaints(db, { categoryId: motor!.id })).items.map((row) => row.id).sort()).toEqual(
      [a.id, b.id].sort(),
    );
    expect((await listComplaints(db, { categoryId: null, receivedFrom: new Date(receivedAt) })).items).toHaveLength(1);

    const period = quarterPeriod(2026, 1);
    const report = await complaintReport(db, period);
    expect(report.byCategory.find((row) => row.id === motor!.id)?.count).toBe(2);
    expect(report.byCategory.find((row) => row.id === property!.id)?.count).toBe(0);
    expect(report.byCategory.at(-1)).toMatchObject({ id: null, count: 1 });
    const csv = complaintReportCsv(await complaintReportRows(db, period));
    expect(csv.split("\r\n")[0]).toMatch(/,Category,Rating$/);
    expect(csv).toContain(`${a.reference},`);
    expect(csv.split("\r\n").find((line) => line.startsWith(a.reference))).toMatch(/,Motor,$/);

    // In use: not deleted, but retired: no longer offered nor set, and kept where it is.
    expect(await deleteCategory(db, motor!.id)).toBe("inUse");
    expect(await setCategoryRetired(db, motor!.id, true)).toBe(true);
    expect((await listCategories(db)).map((category) => category.id)).not.toContain(motor!.id);
    expect((await listCategories(db, { withRetired: true })).map((category) => category.id)).toContain(motor!.id);
    expect((await listCategoriesInUse(db)).find((category) => category.id === motor!.id)).toMatchObject({
      retired: true,
      inUse: 2,
    });
    const c = await insertComplaint(db, { receivedAt });
    await expect(setCategory(db, c.id, motor!.id, alice)).rejects.toMatchObject({ code: "invalid" });
    expect((await complaintReport(db, period)).byCategory.find((row) => row.id === motor!.id)?.count).toBe(2);
    await setCategoryRetired(db, motor!.id, false);
  });
});
