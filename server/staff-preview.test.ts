// Staff previews over HTTP (issue 23), through the production build and the page cache: an
// unpublished position, product or newsletter is a 404 for visitors (and for staff who do not
// edit content) and a page with a "Not published" banner, answered no-store, private, for an
// editor or an admin; lists, the sitemap and the menus leave unpublished items out for
// visitors. A request with the staff cookie neither reads nor fills the page cache, and a
// visitor asking the same address after it, or at the same moment, still gets the 404.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client.ts";
import { openSeeded, testDatabases } from "../testing/db.ts";
import { draftNewsletter, draftPosition, draftProduct } from "../testing/drafts.ts";
import { listen, productionBuild, tempStorage } from "../testing/kit.ts";
import { makeStaff } from "../testing/staff.ts";
import { createSession } from "../app/staff-session/sessions.server.ts";
import type { StaffRole } from "../app/staff-session/roles.ts";
import { createApp } from "./app.ts";
import { formsConfig, loadEnv, siteConfig } from "./env.ts";
import { PageCache } from "./page-cache.ts";

const banner = {
  en: "Not published: only signed-in staff see this page.",
  km: "មិនទាន់បោះពុម្ពផ្សាយ៖ មានតែបុគ្គលិកដែលបានចូលគណនីប៉ុណ្ណោះ ដែលឃើញទំព័រនេះ។",
};
const listBanner = "Not published (only signed-in staff see them):";
const drafts = [
  ["/careers/draft-analyst", "Draft Analyst"],
  ["/corporate/draft-cover", "Draft Cover"],
  ["/newsletters/draft-news", "Draft News"],
] as const;

describe.each(testDatabases)("staff previews over HTTP on $name", (database) => {
  let db: Db;
  let cache: PageCache;
  let base: string;
  let close: () => Promise<void>;
  const cookies = {} as Record<"editor" | "admin" | "complaints", string>;

  const signedIn = async (roles: StaffRole[], name = "staff_session") => {
    const staff = await makeStaff(db, roles);
    return `${name}=${await createSession(db, staff.id, { now: new Date(), clientIp: "" })}`;
  };
  const get = (path: string, cookie?: string) => fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    db = await openSeeded(database);
    await draftPosition(db, "draft-analyst", "Draft Analyst");
    await draftProduct(db, "draft-cover", "Draft Cover");
    await draftNewsletter(db, "draft-news", "Draft News");
    cookies.editor = await signedIn(["editor"]);
    cookies.admin = await signedIn(["admin"]);
    cookies.complaints = await signedIn(["complaints"]);
    cache = new PageCache({ maxBytes: 16 * 1024 * 1024 });
    cache.setEnabled(true);
    const { build, clientDir } = await productionBuild();
    const env = loadEnv({});
    ({ base, close } = await listen(
      createApp({
        build,
        clientDir,
        services: { db, config: siteConfig(env), storage: tempStorage(), forms: formsConfig(env) },
        pageCache: cache,
      }),
    ));
  });
  afterAll(async () => {
    await close();
    await db.close();
  });

  it.each(drafts)("%s: a 404 for visitors, complaints staff and a made-up session", async (path) => {
    for (const cookie of [
      undefined,
      cookies.complaints,
      "staff_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
      "theme=dark",
    ]) {
      for (const url of [path, `${path}?l=km`]) {
        const response = await get(url, cookie);
        expect(response.status, `${url} with ${cookie}`).toBe(404);
        expect(await response.text()).not.toContain("Not published");
      }
    }
  });

  it.each(drafts)(
    "%s: the page for an editor and an admin, marked not published, in both languages, no-store, private",
    async (path, title) => {
      for (const cookie of [cookies.editor, cookies.admin]) {
        for (const lang of ["en", "km"] as const) {
          const response = await get(lang === "km" ? `${path}?l=km` : path, cookie);
          expect(response.status).toBe(200);
          expect(response.headers.get("cache-control")).toBe("no-store, private");
          expect(response.headers.get("x-page-cache")).toBeNull();
          const html = await response.text();
          expect(html).toContain(banner[lang]);
          expect(html).toContain(title);
        }
      }
    },
  );

  it("answers a client navigation's data request the same way", async () => {
    const route = "site/company/career";
    const data = (cookie?: string) => get(`/careers/draft-analyst.data?_routes=${encodeURIComponent(route)}`, cookie);
    const preview = await data(cookies.editor);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toBe("no-store, private");
    expect(await preview.text()).toContain("Draft Analyst");
    const visitor = await data();
    expect(await visitor.text()).not.toContain("Draft Analyst");
    expect(visitor.status).toBe(404);
  });

  it("leaves unpublished items out of lists, the sitemap and the menus for visitors; an editor's list names them", async () => {
    for (const [list, item] of [
      ["/careers", "/careers/draft-analyst"],
      ["/corporate", "/corporate/draft-cover"],
      ["/newsletters", "/newsletters/draft-news"],
    ] as const) {
      const visitor = await (await get(list)).text();
      expect(visitor).not.toContain(`href="${item}"`);
      expect(visitor).not.toContain(listBanner);
      const editor = await get(list, cookies.editor);
      expect(editor.headers.get("cache-control")).toBe("no-store, private");
      const html = await editor.text();
      expect(html).toContain(`href="${item}"`);
      expect(html).toContain(listBanner);
    }
    // The sitemap and the menus are what visitors see, whoever asks.
    for (const cookie of [undefined, cookies.editor]) {
      const sitemap = await (await get("/sitemap.xml", cookie)).text();
      expect(sitemap).toContain("/careers/claims-officer");
      for (const [path] of drafts) expect(sitemap).not.toContain(path);
      const menus = await (await get("/careers", cookie)).text();
      expect(menus).toContain('href="/corporate/');
      expect(menus).not.toContain("/corporate/draft-cover");
    }
  });

  it("neither reads nor fills the page cache with a staff cookie", async () => {
    // A visitor's page in the cache is not what an editor is served…
    await get("/careers");
    expect((await get("/careers")).headers.get("x-page-cache")).toBe("hit");
    const editor = await get("/careers", cookies.editor);
    expect(editor.headers.get("x-page-cache")).toBeNull();
    expect(await editor.text()).toContain("Draft Analyst");
    const visitor = await get("/careers");
    expect(visitor.headers.get("x-page-cache")).toBe("hit");
    expect(await visitor.text()).not.toContain("Draft Analyst");

    // …and an editor's page is not kept: the next visitor's is rendered afresh, without the draft.
    const before = cache.stats().pages;
    for (const cookie of [cookies.editor, cookies.complaints])
      expect((await get("/team?l=km", cookie)).headers.get("x-page-cache")).toBeNull();
    expect(cache.stats().pages).toBe(before);
    const next = await get("/team?l=km");
    expect(next.headers.get("x-page-cache")).toBe("miss");

    // A preview's address is never cached, before or after a visitor's 404 there.
    const draft = await get("/careers/draft-analyst", cookies.editor);
    expect(draft.status).toBe(200);
    expect((await get("/careers/draft-analyst")).status).toBe(404);
    expect((await get("/careers/draft-analyst", cookies.editor)).status).toBe(200);
    expect((await get("/careers/draft-analyst")).status).toBe(404);
  });

  it("answers editors and visitors asking the same address at the same moment each their own page", async () => {
    const asks = Array.from({ length: 12 }, (_, i) => (i % 2 ? undefined : cookies.editor));
    for (const path of ["/careers/draft-analyst", "/careers"]) {
      const answers = await Promise.all(
        asks.map(async (cookie) => {
          const response = await get(path, cookie);
          return { cookie, status: response.status, html: await response.text() };
        }),
      );
      for (const { cookie, status, html } of answers) {
        if (path === "/careers") expect(status).toBe(200);
        else expect(status).toBe(cookie ? 200 : 404);
        expect(html.includes("Draft Analyst"), `${path} for ${cookie ? "the editor" : "a visitor"}`).toBe(!!cookie);
      }
    }
  });

  it("over HTTPS, knows the __Host- cookie as the staff cookie", async () => {
    const { build, clientDir } = await productionBuild();
    const env = loadEnv({ SITE_URL: "https://www.example.com" });
    const secure = await listen(
      createApp({
        build,
        clientDir,
        services: { db, config: siteConfig(env), storage: tempStorage(), forms: formsConfig(env) },
        pageCache: cache,
      }),
    );
    try {
      const hostCookie = await signedIn(["editor"], "__Host-staff_session");
      const preview = await fetch(`${secure.base}/careers/draft-analyst`, { headers: { cookie: hostCookie } });
      expect(preview.status).toBe(200);
      expect(preview.headers.get("cache-control")).toBe("no-store, private");
      expect((await fetch(`${secure.base}/careers/draft-analyst`)).status).toBe(404);
      await fetch(`${secure.base}/video`);
      expect(
        (await fetch(`${secure.base}/video`, { headers: { cookie: hostCookie } })).headers.get("x-page-cache"),
      ).toBeNull();
    } finally {
      await secure.close();
    }
  });
});
