import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { testDatabases, withRollback } from "../../testing/db.ts";
import {
  countComplaints,
  findComplaintId,
  getComplaint,
  getComplaintFile,
  listComplaints,
  complaintListQuery,
  type ComplaintFilters,
  type ComplaintSort,
} from "./complaints.server.ts";
import { searchCountCap } from "./search.ts";
import { alice, bopha, insertComplaint, openRegisterDb, setComplaintState } from "../../testing/register.ts";
import type { ComplaintStatus } from "./workflow.ts";

const people = [
  {
    fullName: "Sok Dara",
    email: "dara@example.com",
    phoneNumber: "012 345 678",
    companyName: "",
    message: "The garage kept my car for six weeks.",
  },
  {
    fullName: "សុខ ដារ៉ា",
    email: "sokha.d@example.com",
    phoneNumber: "+855 12 999 888",
    companyName: "",
    message: "ខ្ញុំមិនពេញចិត្តនឹងសេវាធានារ៉ាប់រងសុខភាព",
  },
  {
    fullName: "Chan Sophea",
    email: "sophea@example.com",
    phoneNumber: "097 111 2222",
    companyName: "Mekong Logistics",
    message: "A refund of 100% was promised but never paid.",
  },
  // A zero-width space between two words, as Khmer writers often put.
  {
    fullName: "ចាន់ សុភា",
    email: "sophea.chan@example.com",
    phoneNumber: "016 555 444",
    companyName: "",
    message: "ការទាមទារសំណង\u200bរបស់ខ្ញុំត្រូវបានបដិសេធ",
  },
  // ស្ដី written with COENG DA; staff usually type COENG TA, which looks the same.
  {
    fullName: "Heng Vanna",
    email: "vanna@example.com",
    phoneNumber: "011 222 333",
    companyName: "",
    message: "Hospital bill ស្ដីពីការព្យាបាល was not covered.",
  },
  {
    fullName: "Lim Srey Pov",
    email: "pov_lim@example.com",
    phoneNumber: "070 800 900",
    companyName: "",
    message: "The agent was rude; I want another agent.",
  },
];

interface Row {
  id: string;
  reference: string;
  person: number;
  receivedAt: string;
  lang: "en" | "km";
  source: "site" | "api";
  status: ComplaintStatus;
  ownerId: string | null;
  overdue: boolean;
}

const oldStatuses: ComplaintStatus[] = ["new", "acknowledged", "in_progress", "resolved", "rejected"];
const dayMs = 86_400_000;

/** 24 complaints: 16 received in 2024 (three at the same instant), 8 in the last minutes. */
async function seedComplaints(db: Db): Promise<Row[]> {
  const rows: Row[] = [];
  const now = Date.now();
  for (let i = 0; i < 24; i++) {
    const old = i < 16;
    const receivedMs = old
      ? Date.parse("2024-03-01T09:00:00+07:00") + (i === 5 || i === 6 ? 4 : i) * 2 * dayMs
      : now - (24 - i) * 60_000;
    const receivedAt = new Date(receivedMs).toISOString();
    const person = i % people.length;
    const lang = i % 2 === 1 ? "km" : "en";
    const source = i % 3 === 0 ? "api" : "site";
    const { id, reference } = await insertComplaint(db, { ...people[person], receivedAt, lang, source, files: i % 4 });
    const status = old ? oldStatuses[i % 5]! : i % 2 === 0 ? "new" : "acknowledged";
    const ownerId = [alice.id, bopha.id, null][i % 3]!;
    const acknowledgedAt = status === "new" ? null : new Date(old ? receivedMs + dayMs : now).toISOString();
    const answeredAt =
      status === "resolved" || status === "rejected" ? new Date(receivedMs + 10 * dayMs).toISOString() : null;
    await setComplaintState(db, id, {
      status,
      acknowledgedAt,
      answeredAt,
      outcomeNote: answeredAt ? "Settled." : null,
      ownerId,
    });
    rows.push({ id, reference, person, receivedAt, lang, source, status, ownerId, overdue: old && !answeredAt });
  }
  return rows;
}

const newestFirst = (a: Row, b: Row) =>
  a.receivedAt === b.receivedAt ? (a.id < b.id ? 1 : -1) : a.receivedAt < b.receivedAt ? 1 : -1;

describe.each(testDatabases)("the complaints register on $name", (database) => {
  let db: Db;
  let rows: Row[];
  beforeAll(async () => {
    db = await openRegisterDb(database);
    rows = await seedComplaints(db);
  });
  afterAll(() => db.close());

  /** Every page of a list, following the cursors. */
  async function allPages(filters: ComplaintFilters, sort: ComplaintSort, limit: number) {
    const seen = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page = await listComplaints(db, filters, { sort, after, limit });
      expect(page.items.length).toBeLessThanOrEqual(limit);
      seen.push(...page.items);
      after = page.next;
      pages += 1;
    } while (after && pages < 100);
    return seen;
  }

  const ids = async (filters: ComplaintFilters) => (await allPages(filters, "received", 50)).map((item) => item.id);
  const expected = (keep: (row: Row) => boolean) =>
    rows
      .filter(keep)
      .sort(newestFirst)
      .map((row) => row.id);

  it("lists newest first, and its keyset pages hold every complaint exactly once", async () => {
    const first = await listComplaints(db);
    expect(first.items.map((item) => item.id)).toEqual(expected(() => true));
    expect(first.next).toBeNull();
    for (const limit of [1, 3, 7]) {
      expect((await allPages({}, "received", limit)).map((item) => item.id)).toEqual(expected(() => true));
    }
  });

  it("sorts by the deadline that matters now, overdue first and closed complaints last, in pages too", async () => {
    const all = await allPages({}, "due", 50);
    for (const limit of [1, 4])
      expect((await allPages({}, "due", limit)).map((item) => item.id)).toEqual(all.map((item) => item.id));
    expect(new Set(all.map((item) => item.id)).size).toBe(rows.length);
    const key = (item: (typeof all)[number]) => `${item.nextDueAt ?? "9999"}|${item.receivedAt}|${item.id}`;
    expect(all.map(key)).toEqual(all.map(key).sort());
    const overdue = all.filter((item) => item.overdue).length;
    expect(overdue).toBe(rows.filter((row) => row.overdue).length);
    expect(all.slice(0, overdue).every((item) => item.overdue)).toBe(true);
    expect(all.slice(-6).every((item) => item.status === "resolved" || item.status === "rejected")).toBe(true);
  });

  it("filters by status, owner, language, source, date of receipt and overdue", async () => {
    expect(await ids({ status: ["new"] })).toEqual(expected((row) => row.status === "new"));
    expect(await ids({ status: ["resolved", "rejected"] })).toEqual(
      expected((row) => row.status === "resolved" || row.status === "rejected"),
    );
    expect(await ids({ ownerId: alice.id })).toEqual(expected((row) => row.ownerId === alice.id));
    expect(await ids({ ownerId: null })).toEqual(expected((row) => row.ownerId === null));
    expect(await ids({ lang: "km" })).toEqual(expected((row) => row.lang === "km"));
    expect(await ids({ source: "api" })).toEqual(expected((row) => row.source === "api"));
    const from = new Date("2024-03-05T00:00:00+07:00");
    const to = new Date("2024-03-15T00:00:00+07:00");
    expect(await ids({ receivedFrom: from, receivedTo: to })).toEqual(
      expected((row) => row.receivedAt >= from.toISOString() && row.receivedAt < to.toISOString()),
    );
    expect(await ids({ overdue: true })).toEqual(expected((row) => row.overdue));
    expect(await ids({ overdue: false })).toEqual(expected((row) => !row.overdue));
    expect(await ids({ overdue: true, lang: "en", status: ["new", "in_progress"] })).toEqual(
      expected((row) => row.overdue && row.lang === "en" && (row.status === "new" || row.status === "in_progress")),
    );
    await expect(listComplaints(db, { ownerId: "nobody" })).rejects.toMatchObject({ code: "invalid" });
    await expect(listComplaints(db, { status: ["closed" as never] })).rejects.toMatchObject({ code: "invalid" });
    await expect(countComplaints(db, { lang: "fr" as never })).rejects.toMatchObject({ code: "invalid" });
    await expect(listComplaints(db, { source: "fax" as never })).rejects.toMatchObject({ code: "invalid" });
    await expect(listComplaints(db, { receivedFrom: new Date("nonsense") })).rejects.toMatchObject({ code: "invalid" });
    expect((await listComplaints(db, {}, { limit: Number.NaN })).items).toHaveLength(24);
  });

  const people_ = (...indices: number[]) => expected((row) => indices.includes(row.person));

  it("finds by a fragment of the name, e-mail, phone, company or message, in either script", async () => {
    expect(await ids({ search: "DARA" })).toEqual(people_(0));
    expect(await ids({ search: "ដារ៉ា" })).toEqual(people_(1));
    expect(await ids({ search: "ដារ" })).toEqual(people_(1));
    expect(await ids({ search: "sophea" })).toEqual(people_(2, 3));
    expect(await ids({ search: "sophea mekong" })).toEqual(people_(2));
    expect(await ids({ search: "sophea", lang: "km" })).toEqual(
      expected((row) => row.person === 3 && row.lang === "km"),
    );
    expect(await ids({ search: "weeks six" })).toEqual(people_(0));
    expect(await ids({ search: '"kept my car"' })).toEqual(people_(0));
    expect(await ids({ search: '"car my kept"' })).toEqual([]);
    // Words inside Khmer text written without spaces.
    expect(await ids({ search: "ពេញចិត្ត" })).toEqual(people_(1));
    // Across a zero-width space, and with the look-alike subscript.
    expect(await ids({ search: "សំណងរបស់" })).toEqual(people_(3));
    expect(await ids({ search: "ស្តីពី" })).toEqual(people_(4));
    expect(await ids({ search: "ស្ដីពី" })).toEqual(people_(4));
  });

  it("finds phone numbers however they are written, and takes % and _ literally", async () => {
    expect(await ids({ search: "012345678" })).toEqual(people_(0));
    expect(await ids({ search: '"+855 12 345 678"' })).toEqual(people_(0));
    expect(await ids({ search: '"012 999 888"' })).toEqual(people_(1));
    expect(await ids({ search: "999-888" })).toEqual(people_(1));
    expect(await ids({ search: "pov_lim" })).toEqual(people_(5));
    expect(await ids({ search: "pov%lim" })).toEqual([]);
    expect(await ids({ search: "100%" })).toEqual(people_(2));
    expect(await ids({ search: "%" })).toEqual(people_(2));
    expect(await ids({ search: "_" })).toEqual(people_(5));
  });

  it("finds by reference, whole or in part, in any case", async () => {
    const row = rows[9]!;
    expect(await ids({ search: row.reference })).toEqual([row.id]);
    expect(await ids({ search: row.reference.toLowerCase() })).toEqual([row.id]);
    expect(await ids({ search: row.reference.slice(-6) })).toEqual([row.id]);
    expect(await ids({ search: "CMP-" })).toEqual(expected(() => true));
    expect(await findComplaintId(db, ` ${row.reference.toLowerCase()} `)).toBe(row.id);
    expect(await findComplaintId(db, "CMP-1999-000001")).toBeNull();
  });

  it("counts per status under the other filters, with the overdue among them", async () => {
    const tally = (keep: (row: Row) => boolean) => {
      const byStatus = { new: 0, acknowledged: 0, in_progress: 0, waiting: 0, resolved: 0, rejected: 0, merged: 0 };
      for (const row of rows.filter(keep)) byStatus[row.status] += 1;
      return byStatus;
    };
    expect(await countComplaints(db)).toMatchObject({
      total: 24,
      byStatus: tally(() => true),
      overdue: rows.filter((row) => row.overdue).length,
      capped: false,
    });
    expect(await countComplaints(db, { lang: "km", status: ["new"] })).toMatchObject({
      total: rows.filter((row) => row.lang === "km").length,
      byStatus: tally((row) => row.lang === "km"),
      overdue: rows.filter((row) => row.lang === "km" && row.overdue).length,
      capped: false,
    });
    expect(await countComplaints(db, { search: "sophea", overdue: true })).toMatchObject({
      total: rows.filter((row) => [2, 3].includes(row.person) && row.overdue).length,
      byStatus: tally((row) => [2, 3].includes(row.person) && row.overdue),
      overdue: rows.filter((row) => [2, 3].includes(row.person) && row.overdue).length,
      capped: false,
    });
    expect((await countComplaints(db, { overdue: false })).overdue).toBe(0);
  });

  it("stops counting a search's matches at the cap, and says so", async () => {
    await withRollback(db, async (tx) => {
      await tx.query(
        `insert into complaints (lang, full_name, email, phone_number, message, created_at)
         select 'en', 'Keo Ratana', 'ratana@example.com', '012 000 111', 'Windscreen claim ' || g, now() - g * interval '1 minute'
           from generate_series(1, $1::int) g`,
        [searchCountCap + 5],
      );
      expect(await countComplaints(tx, { search: "ratana" })).toMatchObject({
        total: searchCountCap,
        byStatus: { new: searchCountCap, acknowledged: 0, in_progress: 0, waiting: 0, resolved: 0, rejected: 0 },
        overdue: 0,
        capped: true,
      });
      expect(
        await countComplaints(tx, { search: "ratana", receivedFrom: new Date(Date.now() - 10.5 * 60_000) }),
      ).toMatchObject({ total: 10, capped: false });
      expect((await countComplaints(tx)).total).toBe(24 + searchCountCap + 5);
    });
  });

  it("reads one complaint with its files, due dates and whether they were missed", async () => {
    const row = rows[7]!; // received 2024, in progress, acknowledged the day after
    const complaint = await getComplaint(db, row.id);
    expect(complaint).toMatchObject({
      id: row.id,
      reference: row.reference,
      receivedAt: row.receivedAt.replace(/\.(\d{3})Z$/, ".$1000Z"),
      status: "in_progress",
      ownerId: bopha.id,
      message: people[1]!.message,
      fullName: people[1]!.fullName,
      outcomeNote: null,
      answeredAt: null,
      ackOverdue: false,
      answerOverdue: true,
      overdue: true,
      fileCount: 3,
    });
    expect(
      complaint!.files.map((file) => [file.position, file.originalName, file.contentType, file.sizeBytes]),
    ).toEqual([
      [0, "letter-0.pdf", "application/pdf", 1234],
      [1, "letter-1.pdf", "application/pdf", 1234],
      [2, "letter-2.pdf", "application/pdf", 1234],
    ]);
    expect(complaint!.nextDueAt).toBe(complaint!.answerDueAt);
    expect(new Date(complaint!.ackDueAt) > new Date(row.receivedAt)).toBe(true);

    const recent = await getComplaint(db, rows[20]!.id);
    expect(recent).toMatchObject({ status: "new", ackOverdue: false, answerOverdue: false, overdue: false, files: [] });
    const closed = await getComplaint(db, rows[3]!.id);
    expect(closed).toMatchObject({
      status: "resolved",
      outcomeNote: "Settled.",
      nextDueAt: null,
      overdue: false,
      ackOverdue: false,
      answerOverdue: false,
    });

    expect(await getComplaint(db, "7c9e6679-7425-40de-944b-e07fc1f90ae7")).toBeNull();
    expect(await getComplaint(db, "not-an-id")).toBeNull();
  });

  it("reads one file of a complaint, and none of another complaint or by a malformed id", async () => {
    const [withFiles, other] = [(await getComplaint(db, rows[7]!.id))!, rows[20]!];
    const file = withFiles.files[1]!;
    expect(await getComplaintFile(db, withFiles.id, file.id)).toEqual(file);
    expect(await getComplaintFile(db, other.id, file.id)).toBeNull();
    expect(await getComplaintFile(db, withFiles.id, "7c9e6679-7425-40de-944b-e07fc1f90ae7")).toBeNull();
    for (const bad of ["", "not-an-id", file.storageKey, `../${file.id}`, `${file.id}/x`]) {
      expect(await getComplaintFile(db, withFiles.id, bad)).toBeNull();
      expect(await getComplaintFile(db, bad, file.id)).toBeNull();
    }
  });

  it("marks a deadline missed even once the complaint has moved on", async () => {
    await withRollback(db, async (tx) => {
      const { id } = await insertComplaint(tx, { receivedAt: "2024-06-03T09:00:00+07:00" });
      // Acknowledged ten days late, then resolved in time.
      await setComplaintState(tx, id, {
        status: "resolved",
        acknowledgedAt: "2024-06-14T09:00:00+07:00",
        answeredAt: "2024-06-18T09:00:00+07:00",
        outcomeNote: "ok",
      });
      expect(await getComplaint(tx, id)).toMatchObject({ ackOverdue: true, answerOverdue: false, overdue: false });
    });
  });

  it("refuses a cursor it did not make, or made for the other order", async () => {
    const page = await listComplaints(db, {}, { limit: 2 });
    await expect(listComplaints(db, {}, { sort: "due", after: page.next })).rejects.toMatchObject({ code: "invalid" });
    await expect(listComplaints(db, {}, { after: "bogus" })).rejects.toMatchObject({ code: "invalid" });
    await expect(
      listComplaints(db, {}, { after: Buffer.from('["received","x","y"]').toString("base64url") }),
    ).rejects.toMatchObject({ code: "invalid" });
  });

  // PGlite too: db/client.ts loads its pg_trgm, so the trigram indexes exist there as well.
  it("can answer a search and the first page from indexes", async () => {
    // On 24 rows a scan is cheapest: forbid the plain scans to see which indexes can serve.
    const plan = async (filters: ComplaintFilters, forbid: string[]) => {
      const { text, params } = complaintListQuery(filters);
      return withRollback(db, async (tx) => {
        for (const setting of forbid) await tx.query(`set local ${setting} = off`);
        const lines = await tx.query<{ "QUERY PLAN": string }>(`explain ${text}`, params);
        return lines.map((line) => line["QUERY PLAN"]).join("\n");
      });
    };
    const onlyBitmaps = ["enable_seqscan", "enable_indexscan"];
    expect(await plan({ search: "sophea" }, onlyBitmaps)).toContain("Bitmap Index Scan on complaints_search");
    expect(await plan({ search: "ពេញចិត្ត" }, onlyBitmaps)).toContain("Bitmap Index Scan on complaints_search");
    expect(await plan({ overdue: true }, onlyBitmaps)).toContain("Bitmap Index Scan on complaints_next_due");
    expect(await plan({}, ["enable_seqscan"])).toContain("Index Scan Backward using complaints_received");
    expect(await plan({ status: ["new"] }, ["enable_seqscan"])).toContain("complaints_status");
  });
});
