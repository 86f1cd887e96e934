// Unpublished items (issue 23) in the reads of every list of the site: left out for visitors
// (detail pages, lists, menus, the home page, related products, the sitemap), included for a
// staff preview and named in its `drafts`; an expired position stays out as before. On PGlite,
// and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { openSeeded, testDatabases } from "../../testing/db.ts";
import { copyRows, draftNewsletter, draftPosition, draftProduct } from "../../testing/drafts.ts";
import { getCareer, getCareers, phnomPenhToday } from "./careers/read.server.ts";
import { getTeam } from "./team/read.server.ts";
import { getHome } from "./home/read.server.ts";
import { getMenus } from "./menus/read.server.ts";
import { getNewsletter, getNewsletters } from "./newsletters/read.server.ts";
import { getPhotoGallery } from "./photos/read.server.ts";
import { getVideos } from "./videos/read.server.ts";
import { getProductList } from "./listing/read.server.ts";
import { getProductPage, getRelatedMenus } from "./products/read.server.ts";
import { getFaq } from "./faq/read.server.ts";
import { getPanelPage } from "./panels/read.server.ts";
import { getSitemapEntries } from "./sitemap.server.ts";

const getSitemapPaths = async (db: Db, today?: string) =>
  (await getSitemapEntries(db, today)).map((entry) => entry.path);

const today = phnomPenhToday();

describe.each(testDatabases)("unpublished items on $name", (database) => {
  let db: Db;
  let sibling: string;
  beforeAll(async () => {
    db = await openSeeded(database);
    await draftPosition(db, "draft-analyst", "Draft Analyst");
    await draftPosition(db, "expired-draft", "Expired Draft", "2020-01-01");
    await draftProduct(db, "draft-cover", "Draft Cover");
    await draftNewsletter(db, "draft-news", "Draft News");
    // Published in English, not yet in Khmer: the sitemap, which names both, leaves it out.
    await draftPosition(db, "half-ready", "Half Ready");
    await db.query("update career_details set published = true where slug = '/careers/half-ready' and lang = 'en'");
    await copyRows(db, "members", "orders = (select min(orders) from members)", { name: "Draft Member", orders: 99 });
    await copyRows(db, "faq_details", "orders = (select min(orders) from faq_details)", {
      question: "Draft question?",
      orders: 99,
    });
    await copyRows(
      db,
      "video_details",
      "orders = (select min(orders) from video_details where youtube_id is not null)",
      { youtube_title: "Draft video", orders: 99 },
    );
    await copyRows(db, "clinic_panel", "orders = (select min(orders) from clinic_panel)", {
      title: "Draft Clinic",
      orders: 99,
    });
    await copyRows(db, "garage_panel", "orders = (select min(orders) from garage_panel)", {
      title: "Draft Garage",
      orders: 99,
    });
    await copyRows(db, "photo_details", "id = (select min(id) from photo_details)", {
      title: "Draft photo",
      src: "/images/draft-photo.jpg",
      created_at: "2099-01-01T00:00:00Z",
    });
    const [first] = await db.query<{ slug: string }>(
      "select slug from menu_items where lang = 'en' and parent_slug = '/corporate' and slug <> '/corporate/draft-cover' order by orders limit 1",
    );
    sibling = first!.slug;
  });
  afterAll(() => db.close());

  it("keeps an unpublished position's page from visitors and shows it to a preview, marked", async () => {
    for (const lang of ["en", "km"] as const) {
      expect(await getCareer(db, lang, "draft-analyst", today)).toBeNull();
      expect(await getCareer(db, lang, "draft-analyst", today, true)).toMatchObject({
        position: "Draft Analyst",
        draft: true,
        open: true,
      });
    }
    expect(await getCareer(db, "en", "claims-officer", today)).toMatchObject({ draft: false });
  });

  it("lists open positions: published ones for visitors; a preview adds the unpublished open ones and names them", async () => {
    const visitor = (await getCareers(db, "en", today))!;
    expect(visitor.open.map((position) => position.slug)).not.toContain("/careers/draft-analyst");
    expect(visitor.drafts).toEqual([]);
    const preview = (await getCareers(db, "en", today, true))!;
    expect(preview.open.map((position) => position.slug)).toEqual(
      expect.arrayContaining(["/careers/draft-analyst", ...visitor.open.map((position) => position.slug)]),
    );
    expect(preview.open).toHaveLength(visitor.open.length + 1);
    expect(preview.drafts).toEqual(["Draft Analyst"]);
  });

  it("still leaves a position out after its close date, as before, published or not", async () => {
    for (const preview of [false, true]) {
      const careers = (await getCareers(db, "en", today, preview))!;
      expect(careers.open.map((position) => position.slug)).not.toContain("/careers/expired-draft");
      expect(careers.open.every((position) => position.close_date >= today)).toBe(true);
    }
    await db.query("update career_details set published = true where slug = '/careers/expired-draft'");
    expect((await getCareers(db, "en", today))!.open.map((position) => position.slug)).not.toContain(
      "/careers/expired-draft",
    );
    expect((await getCareers(db, "en", "2019-12-31"))!.open.map((position) => position.slug)).toContain(
      "/careers/expired-draft",
    );
    await db.query("update career_details set published = false where slug = '/careers/expired-draft'");
  });

  it("keeps an unpublished product out of its page, its listing, the menus, the home page and related products", async () => {
    for (const lang of ["en", "km"] as const) {
      expect(await getProductPage(db, lang, "corporate", "draft-cover")).toBeNull();
      expect((await getProductPage(db, lang, "corporate", "draft-cover", true))!.product).toMatchObject({
        title: "Draft Cover",
        draft: true,
      });

      const slugs = (children: { slug: string }[]) => children.map((child) => child.slug);
      const visitorList = (await getProductList(db, lang, "corporate"))!;
      expect(slugs(visitorList.children)).not.toContain("/corporate/draft-cover");
      expect(visitorList.drafts).toEqual([]);
      const previewList = (await getProductList(db, lang, "corporate", true))!;
      expect(slugs(previewList.children)[0]).toBe("/corporate/draft-cover");
      expect(previewList.children).toHaveLength(visitorList.children.length + 1);
      expect(previewList.drafts).toEqual(["Draft Cover"]);

      const corporateMenu = (await getMenus(db, lang)).find((item) => item.slug === "/corporate")!;
      expect(slugs(corporateMenu.children)).toEqual(slugs(visitorList.children));
      expect(slugs((await getHome(db, lang))!.corporate.children)).toEqual(slugs(visitorList.children));
      expect(slugs(await getRelatedMenus(db, lang, sibling))).not.toContain("/corporate/draft-cover");
      expect(await getRelatedMenus(db, lang, sibling)).toHaveLength(visitorList.children.length - 1);
    }
  });

  it("keeps an unpublished newsletter out of its page and the list, and shows both to a preview", async () => {
    expect(await getNewsletter(db, "km", "draft-news")).toBeNull();
    expect(await getNewsletter(db, "km", "draft-news", new Date(), true)).toMatchObject({
      title: "Draft News",
      draft: true,
    });
    const visitor = (await getNewsletters(db, "en"))!;
    expect(visitor.newsletters.map((card) => card.slug)).not.toContain("/newsletters/draft-news");
    expect(visitor.drafts).toEqual([]);
    const preview = (await getNewsletters(db, "en", new Date(), true))!;
    expect(preview.newsletters.map((card) => card.slug)).toContain("/newsletters/draft-news");
    expect(preview.drafts).toEqual(["Draft News"]);
  });

  it("lists in the sitemap each item in the languages it is published in", async () => {
    const entries = await getSitemapEntries(db);
    const langsOf = (path: string) => entries.find((entry) => entry.path === path)?.langs;
    for (const slug of ["/careers/draft-analyst", "/corporate/draft-cover", "/newsletters/draft-news"])
      expect(langsOf(slug)).toBeUndefined();
    // Published in English only: listed in English only.
    expect(langsOf("/careers/half-ready")).toEqual(["en"]);
    expect(langsOf("/careers/claims-officer")).toEqual(["en", "km"]);
    expect(langsOf(sibling)).toEqual(["en", "km"]);
    await db.query("update career_details set published = true where slug = '/careers/half-ready'");
    expect((await getSitemapEntries(db)).find((entry) => entry.path === "/careers/half-ready")?.langs).toEqual([
      "en",
      "km",
    ]);
  });

  it("lists a position in the sitemap until its close date has passed in Phnom Penh", async () => {
    const rows = await db.query<{ close_date: string }>(
      "select to_char(close_date, 'YYYY-MM-DD') as close_date from career_details where slug = '/careers/claims-officer' and lang = 'en'",
    );
    const closeDate = rows[0]!.close_date;
    expect(await getSitemapPaths(db, closeDate)).toContain("/careers/claims-officer");
    const dayAfter = new Date(Date.parse(`${closeDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(await getSitemapPaths(db, dayAfter)).not.toContain("/careers/claims-officer");
    expect(await getSitemapPaths(db, phnomPenhToday())).not.toContain("/careers/motor-claims-intern");
  });

  it("keeps unpublished members, questions, videos, panels and photos from visitors; a preview shows and names them", async () => {
    const pages = [
      [
        (preview: boolean) => getTeam(db, "en", preview),
        (page: { members: { name: string }[] }) => page.members.map((member) => member.name),
        "Draft Member",
      ],
      [
        (preview: boolean) => getFaq(db, "en", preview),
        (page: { faq_details: { question: string }[] }) => page.faq_details.map((detail) => detail.question),
        "Draft question?",
      ],
      [
        (preview: boolean) => getVideos(db, "en", preview),
        (page: { videos: { youtube_title: string }[] }) => page.videos.map((video) => video.youtube_title),
        "Draft video",
      ],
      [
        (preview: boolean) => getPanelPage(db, "en", "clinics", preview),
        (page: { panels: { title: string }[] }) => page.panels.map((panel) => panel.title),
        "Draft Clinic",
      ],
      [
        (preview: boolean) => getPanelPage(db, "en", "garages", preview),
        (page: { panels: { title: string }[] }) => page.panels.map((panel) => panel.title),
        "Draft Garage",
      ],
      [
        (preview: boolean) => getPhotoGallery(db, preview),
        (page: { photos: { title: string }[] }) => page.photos.map((photo) => photo.title),
        "Draft photo",
      ],
    ] as const;
    for (const [read, titles, draft] of pages) {
      const visitor = (await read(false))!;
      const preview = (await read(true))!;
      expect(titles(visitor as never), draft).not.toContain(draft);
      expect(visitor.drafts, draft).toEqual([]);
      expect(titles(preview as never), draft).toContain(draft);
      expect(titles(preview as never), draft).toHaveLength(titles(visitor as never).length + 1);
      expect(preview.drafts, draft).toEqual([draft]);
    }
  });
});
