// node bench/register.ts: the complaints register at 100,000 complaints. Fills a database with
// varied complaints over five years (a third in Khmer, public holidays, owners, statuses by age,
// a few percent left open past their deadlines), VACUUM ANALYZE, then times what the register's
// screens ask (app/register/complaints.server.ts, through the real functions): the first page,
// counts per status, a page deep in the list, searches (name fragment in both scripts,
// reference whole and in part, a word of the message in both languages, a phone number), the
// overdue filter and the deadline order. Prints the median of several runs and each query's
// plan (EXPLAIN ANALYZE) with the indexes it used.
//
// Database: DATABASE_URL (it must hold no complaints yet: the benchmark adds 100,000), else a
// throw-away database on TEST_DATABASE_URL's server, dropped at the end; BENCH_PGLITE=1 runs it
// on an in-memory PGlite instead (with pg_trgm, as db/client.ts opens it). BENCH_ROWS changes the count,
// BENCH_RUNS the runs per query (9).
import "../server/node-version.ts";
import { openDb, type Db } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { createThrowawayDatabase } from "../testing/db.ts";
import {
  complaintListQuery,
  countComplaints,
  listComplaints,
  type ComplaintFilters,
  type ComplaintSort,
} from "../app/register/complaints.server.ts";
import { encodeCursor } from "../app/register/sql.server.ts";

const rows = Number(process.env.BENCH_ROWS ?? 100_000);

const runs = Number(process.env.BENCH_RUNS ?? 9);

let db: Db;
let drop: (() => Promise<void>) | undefined;
if (process.env.BENCH_PGLITE === "1") {
  db = await openDb({ kind: "pglite", dataDir: null });
} else if (process.env.DATABASE_URL) {
  db = await openDb({ kind: "postgres", url: process.env.DATABASE_URL, max: 2 });
} else if (process.env.TEST_DATABASE_URL) {
  const database = await createThrowawayDatabase(process.env.TEST_DATABASE_URL, "bench_register");
  db = await openDb({ kind: "postgres", url: database.url, max: 2 });
  drop = database.drop;
} else {
  console.error(
    "Set DATABASE_URL, or TEST_DATABASE_URL (a throw-away database is made on its server), or BENCH_PGLITE=1.",
  );
  process.exit(2);
}

// Cambodia's public holidays of the five years (the moveable feasts on their usual dates).
const holidays = (year: number) => [
  [`${year}-01-01`, "International New Year Day"],
  [`${year}-01-07`, "Victory over Genocide Day"],
  [`${year}-03-08`, "International Women's Day"],
  [`${year}-04-14`, "Khmer New Year"],
  [`${year}-04-15`, "Khmer New Year"],
  [`${year}-04-16`, "Khmer New Year"],
  [`${year}-05-01`, "International Labour Day"],
  [`${year}-05-14`, "King's Birthday"],
  [`${year}-05-22`, "Visak Bochea"],
  [`${year}-06-18`, "Queen Mother's Birthday"],
  [`${year}-09-24`, "Constitution Day"],
  [`${year}-10-01`, "Pchum Ben"],
  [`${year}-10-02`, "Pchum Ben"],
  [`${year}-10-15`, "Commemoration Day of King Father"],
  [`${year}-10-29`, "King's Coronation Day"],
  [`${year}-11-09`, "Independence Day"],
  [`${year}-11-14`, "Water Festival"],
  [`${year}-11-15`, "Water Festival"],
];

const sqlArray = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(", ")}]`;
const latinGiven = [
  "Dara",
  "Sophea",
  "Sokha",
  "Vanna",
  "Pisey",
  "Bopha",
  "Rithy",
  "Sothea",
  "Chenda",
  "Kosal",
  "Malis",
  "Veasna",
  "Sreymom",
  "Vibol",
  "Narin",
  "Sreyleak",
  "Panha",
  "Ratana",
  "Kimsan",
  "Phalla",
];
const latinFamily = [
  "Sok",
  "Chan",
  "Kim",
  "Heng",
  "Lim",
  "Chea",
  "Keo",
  "Meas",
  "Ouk",
  "Prak",
  "Seng",
  "Tan",
  "Ly",
  "Hun",
  "Nhem",
  "Pich",
  "Mao",
  "Yim",
  "Touch",
  "Sam",
];
const khmerGiven = [
  "ដារ៉ា",
  "សុភា",
  "សុខា",
  "វណ្ណា",
  "ពិសី",
  "បុប្ផា",
  "ឫទ្ធី",
  "សុធា",
  "ចិន្តា",
  "កុសល",
  "ម្លិះ",
  "វាសនា",
  "ស្រីមុំ",
  "វិបុល",
  "ណារិន",
];
const khmerFamily = ["សុខ", "ចាន់", "គឹម", "ហេង", "លឹម", "ជា", "កែវ", "មាស", "អ៊ុក", "ប្រាក់", "សេង", "តាន់", "លី", "ញឹម", "ពេជ្រ"];
const englishSentences = [
  "The garage kept my car for six weeks.",
  "My hospital bill was not covered although the policy says it is.",
  "The agent promised a refund that never came.",
  "Nobody answered the phone at the claims office.",
  "The surveyor was rude and left without checking the damage.",
  "My windscreen claim was rejected without a reason.",
  "The premium went up without notice.",
  "I was charged twice for the same policy.",
  "The clinic asked me to pay in cash first.",
  "Please explain why my travel claim is still pending.",
  "The repair was done badly and the door still leaks.",
  "I sent all the documents three times.",
];
const khmerSentences = [
  "ខ្ញុំមិនពេញចិត្តនឹងសេវាកម្មរបស់ក្រុមហ៊ុន។",
  "មន្ទីរពេទ្យមិនព្រមទទួលប័ណ្ណធានារ៉ាប់រងរបស់ខ្ញុំ។",
  "ការទាមទារសំណងរថយន្តរបស់ខ្ញុំត្រូវបានបដិសេធ។",
  "ភ្នាក់ងារបានសន្យាថានឹងសងប្រាក់វិញ ប៉ុន្តែខ្ញុំមិនទាន់បានទទួលទេ។",
  "យានដ្ឋានរក្សាទុករថយន្តរបស់ខ្ញុំយូរពេក។",
  "បុគ្គលិកមិនឆ្លើយទូរស័ព្ទទេ។",
  "ខ្ញុំត្រូវបានគិតប្រាក់ពីរដងសម្រាប់បណ្ណសន្យាតែមួយ។",
  "សូមពន្យល់ពីមូលហេតុដែលការទាមទាររបស់ខ្ញុំនៅតែរង់ចាំ។",
];
const companies = ["", "", "", "Mekong Logistics", "Angkor Trading", "Tonle Foods", "Phnom Penh Garments"];
const owners = [
  "0b7d4c1e-8a55-4f39-9d6e-2f1a3b4c5d6e",
  "5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b",
  "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
  "1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b",
  "6c5b4a39-2817-4f6e-9d5c-4b3a29180f7e",
];
const pick = (array: string, n: number, r: string) => `(${array})[1 + floor(${r} * ${n})::int]`;

async function fill(): Promise<number> {
  const started = performance.now();
  await migrate(db);
  const [existing] = await db.query<{ n: number }>("select count(*)::int as n from complaints");
  if (existing!.n > 0) throw new Error("This database already holds complaints; the benchmark wants an empty one.");
  // Owners are staff accounts (a foreign key since migration 0009).
  for (const [index, id] of owners.entries()) {
    await db.query(
      "insert into staff_accounts (id, email, display_name, roles) values ($1, $2, $3, '{complaints}') on conflict do nothing",
      [id, `bench-owner-${index + 1}@tonle.example`, `Owner ${index + 1}`],
    );
  }
  const thisYear = new Date().getUTCFullYear();
  for (let year = thisYear - 5; year <= thisYear + 1; year++) {
    for (const [day, name] of holidays(year)) {
      await db.query("insert into public_holidays (day, name_en, name_km) values ($1, $2, $2) on conflict do nothing", [
        day,
        name,
      ]);
    }
  }
  await db.query("select setseed(0.22)");
  const en = (r: string) => `${pick(sqlArray(englishSentences), englishSentences.length, r)}`;
  const km = (r: string) => `${pick(sqlArray(khmerSentences), khmerSentences.length, r)}`;
  await db.query(
    `insert into complaints (reference, lang, full_name, email, phone_number, company_name, message, source, created_at,
                             status, acknowledged_at, answered_at, outcome_note, owner_id)
     select reference, lang, full_name, email, phone_number, company_name, message, source, at,
            status, acknowledged_at, answered_at,
            case when status = 'resolved' then 'Resolved: the claim was paid.' when status = 'rejected' then 'Rejected: not covered by the policy.' end,
            case when status = 'new' and r4 < 0.7 then null else ${pick(`array[${owners.map((id) => `'${id}'::uuid`).join(", ")}]`, owners.length, "r4")} end
       from (
         select *, case when status <> 'new' then least(at + r2 * interval '3 days', now()) end as acknowledged_at,
                   case when status in ('resolved', 'rejected') then least(at + r2 * interval '3 days' + r3 * interval '20 days', now()) end as answered_at
           from (
             select *, 'CMP-' || to_char(at at time zone 'Asia/Phnom_Penh', 'YYYY') || '-' || lpad(g::text, 6, '0') as reference,
                    case when now() - at > interval '40 days'
                         then case when r1 < 0.02 then 'in_progress' when r1 < 0.025 then 'new' when r1 < 0.9 then 'resolved' else 'rejected' end
                         else case when r1 < 0.25 then 'new' when r1 < 0.45 then 'acknowledged' when r1 < 0.7 then 'in_progress' when r1 < 0.9 then 'resolved' else 'rejected' end
                    end as status,
                    case when khmer then ${pick(sqlArray(khmerFamily), khmerFamily.length, "n1")} || ' ' || ${pick(sqlArray(khmerGiven), khmerGiven.length, "n2")}
                         else ${pick(sqlArray(latinFamily), latinFamily.length, "n1")} || ' ' || ${pick(sqlArray(latinGiven), latinGiven.length, "n2")} end as full_name,
                    lower(${pick(sqlArray(latinGiven), latinGiven.length, "n2")}) || '.' || lower(${pick(sqlArray(latinFamily), latinFamily.length, "n1")}) || g || '@example.com' as email,
                    '0' || (10 + floor(n3 * 90)::int) || ' ' || lpad(floor(n4 * 1000)::int::text, 3, '0') || ' ' || lpad(floor(n5 * 1000)::int::text, 3, '0') as phone_number,
                    ${pick(sqlArray(companies), companies.length, "n5")} as company_name,
                    case when khmer then ${km("m1")} || ${km("m2")} || case when m3 < 0.5 then ${km("m4")} else '' end || ' លេខបណ្ណសន្យា P-' || (g * 7919 % 1000000)
                         else ${en("m1")} || ' ' || ${en("m2")} || case when m3 < 0.5 then ' ' || ${en("m4")} else '' end || ' Policy number P-' || (g * 7919 % 1000000) || '.' end as message,
                    case when r5 < 0.3 then 'api' else 'site' end as source,
                    case when khmer then 'km' else 'en' end::content_lang as lang
               from (
                 select g, now() - (${rows} - g) * (interval '5 years' / ${rows}) - random() * interval '10 minutes' as at,
                        random() < 0.35 as khmer, random() as n1, random() as n2, random() as n3, random() as n4, random() as n5,
                        random() as m1, random() as m2, random() as m3, random() as m4,
                        random() as r1, random() as r2, random() as r3, random() as r4, random() as r5
                   from generate_series(1, ${rows}) g
               ) raw
           ) drawn
       ) done
      order by at`,
  );
  await db.exec("vacuum analyze complaints");
  return performance.now() - started;
}

async function timeIt(fn: () => Promise<unknown>): Promise<{ median: number; min: number; max: number }> {
  await fn();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, min: times[0]!, max: times.at(-1)! };
}

async function plan(filters: ComplaintFilters, sort: ComplaintSort, after: string | null = null): Promise<string[]> {
  const { text, params } = complaintListQuery(filters, { sort, after });
  const lines = await db.query<{ "QUERY PLAN": string }>(`explain (analyze, buffers) ${text}`, params);
  return lines.map((line) => line["QUERY PLAN"]);
}

const indexesIn = (lines: string[]) => [
  ...new Set(
    lines.flatMap((line) =>
      [...line.matchAll(/(?:Index Scan(?: Backward)?|Index Only Scan|Bitmap Index Scan) (?:using|on) (\w+)/g)].map(
        (m) => m[1]!,
      ),
    ),
  ),
];

try {
  const fillMs = await fill();
  const [sizes] = await db.query<{ table: string; indexes: string; search: string | null }>(
    `select pg_size_pretty(pg_table_size('complaints')) as table, pg_size_pretty(pg_indexes_size('complaints')) as indexes,
            pg_size_pretty(pg_relation_size(to_regclass('complaints_search'))) as search`,
  );
  const [stats] = await db.query<{
    overdue: number;
    open: number;
    reference: string;
    deep_at: string;
    deep_id: string;
  }>(
    `select (select count(*)::int from complaints where next_due_at <= now()) as overdue,
            (select count(*)::int from complaints where answered_at is null) as open,
            (select reference from complaints order by created_at limit 1 offset ${Math.floor(rows / 3)}) as reference,
            (select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') from complaints order by created_at desc, id desc limit 1 offset ${Math.floor(rows / 2)}) as deep_at,
            (select id::text from complaints order by created_at desc, id desc limit 1 offset ${Math.floor(rows / 2)}) as deep_id`,
  );
  console.log(
    `${db.kind}: ${rows} complaints filled in ${(fillMs / 1000).toFixed(1)} s; table ${sizes!.table}, indexes ${sizes!.indexes} (trigram ${sizes!.search ?? "none"}); ` +
      `${stats!.open} open, ${stats!.overdue} overdue; ${runs} runs per query\n`,
  );

  const deepCursor = encodeCursor("received", [stats!.deep_at, stats!.deep_id]);
  const oldYear = new Date().getUTCFullYear() - 4;
  const oldReference = `cmp-${oldYear}-`;
  const cases: { name: string; filters: ComplaintFilters; sort?: ComplaintSort; after?: string; count?: boolean }[] = [
    { name: "first page (newest first)", filters: {} },
    { name: "counts per status + overdue", filters: {}, count: true },
    { name: `page at row ${(rows / 2).toLocaleString("en")} (keyset)`, filters: {}, after: deepCursor },
    { name: "status: new", filters: { status: ["new"] } },
    { name: "language km + source api", filters: { lang: "km", source: "api" } },
    { name: "search name fragment 'sophe'", filters: { search: "sophe" } },
    { name: "search 'chan sophea' (two words)", filters: { search: "chan sophea" } },
    { name: "search Khmer name 'សុភា'", filters: { search: "សុភា" } },
    { name: "search reference (whole)", filters: { search: stats!.reference } },
    { name: "search reference (last 6 digits)", filters: { search: stats!.reference.slice(-6) } },
    { name: "search word 'windscreen'", filters: { search: "windscreen" } },
    { name: "search Khmer word 'មន្ទីរពេទ្យ'", filters: { search: "មន្ទីរពេទ្យ" } },
    { name: "search policy 'P-424242'", filters: { search: "P-424242" } },
    { name: "search phone '012 345'", filters: { search: '"012 345"' } },
    { name: "counts, search 'sophe' (capped)", filters: { search: "sophe" }, count: true },
    { name: "counts, search 'chan sophea'", filters: { search: "chan sophea" }, count: true },
    { name: "counts, language km", filters: { lang: "km" }, count: true },
    { name: "search 'the' (in most messages)", filters: { search: "the" } },
    { name: `search '${oldReference}' (old rows only)`, filters: { search: oldReference } },
    {
      name: `  same, received in ${oldYear}`,
      filters: {
        search: oldReference,
        receivedFrom: new Date(`${oldYear}-01-01T00:00:00+07:00`),
        receivedTo: new Date(`${oldYear + 1}-01-01T00:00:00+07:00`),
      },
    },
    { name: "overdue (newest first)", filters: { overdue: true } },
    { name: "overdue first (deadline order)", filters: {}, sort: "due" },
    { name: "overdue count", filters: { overdue: true }, count: true },
  ];

  const results: { name: string; median: number; min: number; max: number; rows: number; indexes: string }[] = [];
  for (const item of cases) {
    let shown = 0;
    const timing = await timeIt(async () => {
      if (item.count) shown = (await countComplaints(db, item.filters)).total;
      else shown = (await listComplaints(db, item.filters, { sort: item.sort, after: item.after })).items.length;
    });
    const lines = item.count ? [] : await plan(item.filters, item.sort ?? "received", item.after ?? null);
    results.push({
      name: item.name,
      ...timing,
      rows: shown,
      indexes: item.count ? "" : indexesIn(lines).join(", ") || "(scan)",
    });
    if (!item.count && process.env.BENCH_PLANS === "1") console.log(`-- ${item.name}\n${lines.join("\n")}\n`);
  }

  // The same searches without the trigram index: what a database where the extension could not
  // be created does.
  if (sizes!.search) {
    await db
      .transaction(async (tx) => {
        await tx.query("drop index complaints_search");
        for (const search of ["sophe", "មន្ទីរពេទ្យ", "P-424242"]) {
          const { text, params } = complaintListQuery({ search });
          const times: number[] = [];
          for (let run = 0; run < 3; run++) {
            const started = performance.now();
            await tx.query(text, params);
            times.push(performance.now() - started);
          }
          times.sort((a, b) => a - b);
          results.push({
            name: `search '${search}' WITHOUT trigram index`,
            median: times[1]!,
            min: times[0]!,
            max: times[2]!,
            rows: 0,
            indexes: "(scan)",
          });
        }
        throw new Error("rollback");
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message === "rollback")) throw error;
      });
  }

  const pad = (text: string, width: number) => text.padEnd(width);
  console.log(
    `${pad("query", 42)} ${"median".padStart(8)} ${"min".padStart(7)} ${"max".padStart(7)} ${"rows".padStart(6)}  indexes`,
  );
  for (const result of results) {
    console.log(
      `${pad(result.name, 42)} ${result.median.toFixed(1).padStart(6)}ms ${result.min.toFixed(1).padStart(5)}ms ${result.max.toFixed(1).padStart(5)}ms ${String(result.rows).padStart(6)}  ${result.indexes}`,
    );
  }
} finally {
  await db.close();
  await drop?.();
}
