// Never losing typed work, over HTTP as the editor's page sends it: a draft kept, offered back,
// discarded or replaced by a save; what a request without a session gets; keeping a session
// alive; and signing in again in place, without leaving the page.
import { describe, expect, it } from "vitest";
import { backOfficeOverHttp, makeStaff } from "../../../testing/staff.ts";
import { totpCode } from "../staff/totp.server.ts";
import { readDraft } from "./drafts.server.ts";

describe("the content editor's drafts and sessions", () => {
  const site = backOfficeOverHttp();
  const { post } = site;
  const page = async (path: string, cookie: string) =>
    (await fetch(`${site.base}${path}`, { headers: { cookie } })).text();
  const faq = "/admin/content/faq/main";
  /** The record and its version as the page's form holds them. */
  const formOf = (html: string) => ({
    value: JSON.parse(
      /name="value" value="([^"]*)"/.exec(html)![1]!.replaceAll("&quot;", '"').replaceAll("&amp;", "&"),
    ) as { en: Record<string, unknown>; km: Record<string, unknown> },
    version: /name="version" value="([^"]*)"/.exec(html)![1]!,
  });
  const withTitle = (value: Record<string, unknown>, title: string) => ({ ...value, title });

  it("keeps a draft as typed, offers it back on the page, and drops it on discard", async () => {
    const staff = await makeStaff(site.db, ["editor"]);
    const cookie = await site.cookieFor(staff.id);
    const { value, version } = formOf(await page(faq, cookie));
    const typed = { ...value, en: withTitle(value.en, "Questions we hear most") };
    const kept = await post(faq, cookie, { intent: "draft", value: JSON.stringify(typed), version });
    expect(kept.status).toBe(200);
    const draft = await readDraft(site.db, { staffId: staff.id, entity: "faq", key: "main" });
    expect(draft).toMatchObject({ value: typed, baseVersion: version });

    const back = await page(faq, cookie);
    expect(back).toContain("Unsaved changes from");
    expect(back).toContain("Questions we hear most");
    // Another editor is offered nothing.
    const other = await site.cookieFor((await makeStaff(site.db, ["editor"])).id);
    expect(await page(faq, other)).not.toContain("Unsaved changes from");

    expect((await post(faq, cookie, { intent: "discard-draft" })).status).toBe(200);
    expect(await readDraft(site.db, { staffId: staff.id, entity: "faq", key: "main" })).toBeNull();
    expect(await page(faq, cookie)).not.toContain("Unsaved changes from");
  });

  it("drops the draft once the record is saved", async () => {
    const staff = await makeStaff(site.db, ["editor"]);
    const cookie = await site.cookieFor(staff.id);
    const { value, version } = formOf(await page(faq, cookie));
    const typed = JSON.stringify({ ...value, en: withTitle(value.en, "Frequently asked") });
    await post(faq, cookie, { intent: "draft", value: typed, version });
    const saved = await post(faq, cookie, { intent: "save", value: typed, version });
    expect(saved.status).toBe(302);
    expect(await readDraft(site.db, { staffId: staff.id, entity: "faq", key: "main" })).toBeNull();
  });

  it("answers a draft or a save without a session with 401, keeping nothing", async () => {
    const drafts = async () =>
      (await site.db.query<{ count: number }>("select count(*)::int as count from content_drafts"))[0]!.count;
    const before = await drafts();
    const value = JSON.stringify({ en: { title: "Typed while signed out" }, km: null });
    for (const intent of ["draft", "save"]) {
      const response = await post(`${faq}.data`, "staff_session=expired-or-never-issued", {
        intent,
        value,
        version: "",
      });
      expect(response.status, intent).toBe(401);
    }
    expect(await drafts()).toBe(before);
  });

  it("keeps a session alive on request, and refuses it to nobody", async () => {
    const staff = await makeStaff(site.db, ["complaints"]);
    const cookie = await site.cookieFor(staff.id);
    const alive = await post("/admin/session", cookie);
    expect(alive.status).toBe(200);
    expect(await alive.json()).toEqual({ idleSeconds: 1800 });
    expect((await post("/admin/session", "")).status).toBe(302);
  });

  it("signs in again in place: the cookie comes back with the answer, and no redirect", async () => {
    const staff = await makeStaff(site.db, ["editor"]);
    const fields = {
      email: staff.email,
      password: staff.password,
      code: totpCode(staff.totpSecret, new Date()),
      inPlace: "1",
    };
    const answer = await post("/admin/sign-in.data", "", fields);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("set-cookie")).toMatch(/^staff_session=[A-Za-z0-9_-]{43};/);
    const refused = await post("/admin/sign-in.data", "", { ...fields, password: "not the password" });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("set-cookie")).toBeNull();
  });
});
