import { expect, test } from "@playwright/test";

test.describe("search engines", () => {
  test("sitemap.xml lists every page in both languages with hreflang alternates", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname + new URL(match[1]!).search);
    for (const path of ["/", "/corporate", "/careers", "/privacy-policy", "/newsletters"]) {
      expect(locs).toContain(path);
      expect(locs).toContain(`${path}?l=km`);
    }
    expect(locs.some((loc) => loc.startsWith("/corporate/"))).toBe(true);
    expect(locs.some((loc) => loc.startsWith("/careers/"))).toBe(true);
    expect(locs.some((loc) => loc.startsWith("/newsletters/"))).toBe(true);
    expect(xml.match(/hreflang="km"/g)!.length).toBe(locs.length);
    // Every page listed exists.
    for (const loc of locs.filter((_, index) => index % 7 === 0)) expect((await request.get(loc)).status(), loc).toBe(200);
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
    expect(data.logo).toMatch(/^http:\/\/localhost:\d+\/demo\//);
  });
});
