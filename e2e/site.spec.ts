import { expect, test } from "./fixtures.ts";

test.describe("search engines", () => {
  test("sitemap.xml lists every page in both languages with hreflang alternates", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname + new URL(match[1]!).search,
    );
    for (const path of ["/", "/corporate", "/careers", "/privacy-policy", "/newsletters"]) {
      expect(locs).toContain(path);
      expect(locs).toContain(`${path}?l=km`);
    }
    expect(locs.some((loc) => loc.startsWith("/corporate/"))).toBe(true);
    expect(locs.some((loc) => loc.startsWith("/careers/"))).toBe(true);
    expect(locs.some((loc) => loc.startsWith("/newsletters/"))).toBe(true);
    expect(xml.match(/hreflang="km"/g)!.length).toBe(locs.length);
    // Every page listed exists.
    for (const loc of locs.filter((_, index) => index % 7 === 0))
      expect((await request.get(loc)).status(), loc).toBe(200);
  });

  test("robots.txt points at the sitemap", async ({ request }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toMatch(/^User-agent: \*/);
    expect(text).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
  });

  test("the home page describes the company as structured data", async ({ page }) => {
    await page.goto("/");
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(data["@type"]).toBe("InsuranceAgency");
    expect(data.name).toMatch(/General Insurance/);
    expect(data.logo).toMatch(/^http:\/\/localhost:\d+\/media\/logo-light-[0-9a-f]{16}\.svg$/);
  });
});

test.describe("installable web app", () => {
  for (const { lang, query } of [
    { lang: "en", query: "" },
    { lang: "km", query: "?l=km" },
  ] as const) {
    test(`the page links a valid manifest in its language (${lang})`, async ({ page, request }) => {
      await page.goto(`/${query}`);
      const href = await page.locator('link[rel="manifest"]').getAttribute("href");
      expect(href).toBe(`/manifest.webmanifest${query}`);
      const response = await request.get(href!);
      expect(response.headers()["content-type"]).toContain("application/manifest+json");
      const manifest = (await response.json()) as Record<string, unknown> & {
        icons: { src: string; sizes: string; type: string; purpose?: string }[];
      };
      expect(manifest).toMatchObject({
        lang,
        start_url: `/${query}`,
        display: "standalone",
        theme_color: "#f47521",
        scope: "/",
      });
      // Named from the site record, as the page's title is.
      const title = await page.title();
      expect(title).toContain(manifest.name as string);
      expect(manifest.short_name).toBeTruthy();
      // Installable: a 192 and a 512 PNG icon and a maskable one, all served as images.
      const sizes = manifest.icons.filter((icon) => icon.type === "image/png").map((icon) => icon.sizes);
      expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
      expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
      for (const icon of manifest.icons) {
        const image = await request.get(icon.src);
        expect(image.status(), icon.src).toBe(200);
        expect(image.headers()["content-type"]).toBe(icon.type);
      }
    });
  }
});
