import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "./client.ts";
import { migrate, migrationNames, pendingMigrations } from "./migrate.ts";
import { testDatabases } from "../testing/db.ts";

describe.each(testDatabases)("migrations on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(() => db.close());

  it("applies every migration once, then nothing", async () => {
    expect(await pendingMigrations(db)).toEqual(migrationNames());
    expect(await migrate(db)).toEqual(migrationNames());
    expect(await migrate(db)).toEqual([]);
    expect(await pendingMigrations(db)).toEqual([]);
  });

  it("creates the spec's remote functions", async () => {
    const rows = await db.query<{ proname: string }>(
      "select proname from pg_proc where proname in ('get_menus', 'get_home', 'get_menus_by_slug') order by proname",
    );
    expect(rows.map((row) => row.proname)).toEqual(["get_home", "get_menus", "get_menus_by_slug"]);
  });

  it("bumps the content version on any change to a content table, and only there", async () => {
    const version = async () => (await db.query<{ v: string }>("select version::text as v from content_version"))[0]!.v;
    const before = await version();
    await db.query("update faqs set lang = lang");
    const afterContent = await version();
    expect(BigInt(afterContent)).toBe(BigInt(before) + 1n);
    await db.query("delete from rate_limits");
    expect(await version()).toBe(afterContent);

    // Every table except form submissions and operations carries the trigger.
    const operational = [
      "schema_migrations",
      "content_version",
      "contact_messages",
      "outbox",
      "complaints",
      "complaint_files",
      "rate_limits",
      "submission_keys",
      "register_settings",
      "public_holidays",
      "register_events",
      "staff_accounts",
      "staff_setup_tokens",
      "staff_recovery_codes",
      "staff_sessions",
      "staff_sign_in_failures",
      "staff_audit_log",
      "content_revisions",
      // Staff's drafts, unfinished items and schedules: no visitor reads them.
      "content_drafts",
      "content_unfinished",
      "content_schedules",
      // The complaints mailbox's messages, those it failed to store, and the leases of work done once at a time.
      "inbound_mail",
      "mailbox_attempts",
      "work_leases",
      // The days the daily backup was taken.
      "backup_days",
      // The Spam list, the senders the team blocks, and the forms' challenge answers already used.
      "spam_items",
      "blocked_senders",
      "used_challenges",
      // The complainants' ratings of the answers, and who has a record open now.
      "complaint_ratings",
      "record_presence",
      // Staff's passkeys and the challenges set for them.
      "staff_passkeys",
      "webauthn_challenges",
      // The team's saved replies, the tracking page's signing key, the days the digest went, and
      // the complaint categories.
      "saved_replies",
      "signing_keys",
      "register_digests",
      "complaint_categories",
      // The years whose public holidays the system loaded.
      "holiday_years",
      // The site search: its index follows the content in the content's own transactions (which
      // bump the version), and its pages are never cached; what visitors look for is counted.
      "search_documents",
      "search_words",
      "search_synonyms",
      "search_queries",
      "search_clicks",
      // Redirects answer only where no page did, with a 301 of their own cache policy (their
      // visits are counted on every one); the back office's search index is read by staff only.
      "redirects",
      "back_office_documents",
      // The daily link check's results and days.
      "link_checks",
      "link_check_days",
      // Fields to check in the other language, and translators' work waiting for review: staff only.
      "content_checks",
      "content_reviews",
    ];
    const missing = await db.query<{ table_name: string }>(
      `select table_name from information_schema.tables t
        where table_schema = 'public' and table_type = 'BASE TABLE' and not (table_name = any($1))
          and not exists (select 1 from information_schema.triggers g
                           where g.event_object_table = t.table_name and g.trigger_name = 'content_changed')`,
      [operational],
    );
    expect(missing.map((row) => row.table_name)).toEqual([]);
  });

  it("rejects a language other than en and km", async () => {
    await expect(
      db.query(
        "insert into footers (lang, solutions, supports, company, copyright) values ('fr', '{}', '{}', '{}', 'x')",
      ),
    ).rejects.toThrow();
  });
});
