// Whether a request is a staff preview (issue 23): a live session of an editor or an admin. A
// request without the cookie costs no database read; a session that is not live, or a staff
// member who does not edit content, is a visitor. On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { testDatabases } from "../../testing/db.ts";
import { makeStaff, openMigrated } from "../../testing/staff.ts";
import { createLoadContext, type AppServices } from "../http/context.server.ts";
import { noLog } from "../http/log.server.ts";
import { setStatus } from "../admin/staff/accounts.server.ts";
import { isPreview, loadPreviewable, loadPreviewableItem, notPublishedBanner } from "./preview.server.ts";
import type { StaffRole } from "../staff-session/roles.ts";
import { createSession, endAllSessions } from "../staff-session/sessions.server.ts";

const contextOn = (db: Db) =>
  createLoadContext({ db, config: { staffIdleSeconds: 1800 } } as unknown as AppServices, {
    clientIp: "203.0.113.7",
    log: noLog,
  });
const page = (cookie?: string, url = "http://site.test/careers/x") =>
  new Request(url, { headers: cookie ? { cookie } : {} });

describe("isPreview without a session cookie", () => {
  it("reads nothing from the database", async () => {
    const untouchable = { query: () => Promise.reject(new Error("no query expected")) } as unknown as Db;
    for (const cookie of [undefined, "theme=dark", "staff_session_x=1; other=staff_session"])
      expect(await isPreview(page(cookie), contextOn(untouchable))).toBe(false);
    // Over HTTPS only the __Host- cookie counts, as for the back office.
    expect(await isPreview(page("staff_session=abc", "https://site.test/careers/x"), contextOn(untouchable))).toBe(
      false,
    );
  });

  it("treats an unreadable session as a visitor's request", async () => {
    const down = { query: () => Promise.reject(Object.assign(new Error("down"), { code: "57P01" })) } as unknown as Db;
    expect(await isPreview(page(`staff_session=${"A".repeat(43)}`), contextOn(down))).toBe(false);
  });
});

describe("notPublishedBanner", () => {
  it("names an unpublished page, or the unpublished items a page shows, in the page's language", () => {
    expect(notPublishedBanner({ draft: true }, "en")).toBe("Not published: only signed-in staff see this page.");
    expect(notPublishedBanner({ draft: true, drafts: ["x"] }, "km")).toBe(
      "មិនទាន់បោះពុម្ពផ្សាយ៖ មានតែបុគ្គលិកដែលបានចូលគណនីប៉ុណ្ណោះ ដែលឃើញទំព័រនេះ។",
    );
    expect(notPublishedBanner({ drafts: ["Draft Member"] }, "en")).toBe(
      "Not published (only signed-in staff see them): Draft Member",
    );
    expect(notPublishedBanner({ draft: false, drafts: [] }, "en")).toBeNull();
  });
});

describe.each(testDatabases)("isPreview on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openMigrated(database);
  });
  afterAll(() => db.close());

  const cookieOf = async (roles: StaffRole[]) => {
    const staff = await makeStaff(db, roles);
    return {
      id: staff.id,
      cookie: `staff_session=${await createSession(db, staff.id, { now: new Date(), clientIp: "" })}`,
    };
  };

  it("is a preview for an editor, an admin or a translator, not for complaints staff", async () => {
    for (const [roles, expected] of [
      [["editor"], true],
      [["admin"], true],
      [["translator_km"], true],
      [["translator_en"], true],
      [["complaints", "editor"], true],
      [["complaints"], false],
    ] as const) {
      const { cookie } = await cookieOf([...roles]);
      expect(await isPreview(page(cookie), contextOn(db)), roles.join()).toBe(expected);
    }
  });

  it("is not one for an ended session or a disabled account", async () => {
    const ended = await cookieOf(["editor"]);
    await endAllSessions(db, ended.id);
    expect(await isPreview(page(ended.cookie), contextOn(db))).toBe(false);
    const disabled = await cookieOf(["editor"]);
    await setStatus(db, disabled.id, "disabled");
    expect(await isPreview(page(disabled.cookie), contextOn(db))).toBe(false);
  });

  it("loadPreviewable reads with the preview flag, marks a preview's answer personal and gives it its banner", async () => {
    const { cookie } = await cookieOf(["editor"]);
    const asked: boolean[] = [];
    const load = async (preview: boolean) => (
      asked.push(preview),
      { drafts: preview ? ["Draft Analyst", "Draft Cover"] : [] }
    );
    const visitor = await loadPreviewable(page(), contextOn(db), load);
    const editor = await loadPreviewable(page(cookie, "http://site.test/careers?l=km"), contextOn(db), load);
    expect(asked).toEqual([false, true]);
    expect(new Headers(visitor.init?.headers).get("Cache-Control")).toBeNull();
    expect(visitor.data).toEqual({ drafts: [] });
    expect(new Headers(editor.init?.headers).get("Cache-Control")).toBe("no-store, private");
    expect(editor.data.notPublished).toBe(
      "មិនទាន់បោះពុម្ពផ្សាយ (មានតែបុគ្គលិកដែលបានចូលគណនីប៉ុណ្ណោះ ដែលឃើញ)៖ Draft Analyst, Draft Cover",
    );
    await expect(loadPreviewable(page(cookie), contextOn(db), async () => null)).rejects.toMatchObject({
      init: { status: 404 },
    });
  });

  it("loadPreviewableItem shows an item in the other language, with a notice in the page's, where it lacks the page's", async () => {
    const englishOnly = async (_preview: boolean, lang: "en" | "km") =>
      lang === "en" ? { title: "Surveyor", draft: false } : null;
    const khmer = await loadPreviewableItem(
      page(undefined, "http://site.test/careers/surveyor?l=km"),
      contextOn(db),
      englishOnly,
    );
    expect(khmer.data).toEqual({
      title: "Surveyor",
      draft: false,
      shownIn: "en",
      otherLanguage: "ទំព័រនេះមិនទាន់មានជាភាសាខ្មែរនៅឡើយទេ។ វាត្រូវបានបង្ហាញជាភាសាអង់គ្លេស។",
    });
    const english = await loadPreviewableItem(
      page(undefined, "http://site.test/careers/surveyor"),
      contextOn(db),
      englishOnly,
    );
    expect(english.data).toEqual({ title: "Surveyor", draft: false });
    // In neither language: the 404 as before.
    await expect(loadPreviewableItem(page(), contextOn(db), async () => null)).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});
