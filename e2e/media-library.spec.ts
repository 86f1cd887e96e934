// The media library in Chromium, as an editor uses it: a PNG banner uploaded with its alt texts,
// found again by a search in Khmer, served as AVIF at a layout width through /_img/; the seeded
// claims banner (used by the claims page) refused deletion with the list of its pages; a file
// uploaded from the editor's picker; the library axe-clean in English and Khmer. SHOTS_DIR=/tmp/shots-media takes screenshots.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { expect, expectAccessible, test, waitForInteractive } from "./fixtures.ts";
import { setUpStaff, shoot, signIn, keepFoldsOpen } from "./staff-helpers.ts";

test("an editor uploads a banner, finds it, sees it as AVIF, and cannot delete an image in use", async ({ page }) => {
  test.setTimeout(180_000);
  const editor = await setUpStaff(page, { email: `media-${Date.now()}@tonle.example`, roles: "editor", name: "Sokha" });
  await signIn(page, editor);

  await page.getByRole("link", { name: "Media library" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Media library");
  await waitForInteractive(page);
  await expectAccessible(page);
  await page.goto("/admin/media?l=km");
  await waitForInteractive(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("បណ្ណាល័យមេឌៀ");
  await expectAccessible(page);

  // A refused upload: a program named like a picture. The message is beside the file field.
  await page.goto("/admin/media");
  await waitForInteractive(page);
  const folder = mkdtempSync(join(tmpdir(), "media-e2e-"));
  const fake = join(folder, "banner.jpg");
  writeFileSync(fake, Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096)]));
  await page.getByLabel("File").setInputFiles(fake);
  await page.getByLabel("Alt text in English").fill("Fake");
  await page.getByLabel("Alt text in Khmer").fill("ក្លែងក្លាយ");
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByLabel("File")).toHaveAccessibleDescription(/This file is not an accepted image/);

  // The banner: a real PNG, wider than the largest layout width.
  const banner = join(folder, "Rainy Season Banner.png");
  writeFileSync(
    banner,
    await sharp({ create: { width: 1800, height: 600, channels: 3, background: "#0d47a1" } })
      .png()
      .toBuffer(),
  );
  await page.getByLabel("File").setInputFiles(banner);
  await page.getByLabel("Alt text in English").fill("Rainy season road safety banner");
  await page.getByLabel("Alt text in Khmer").fill("ផ្ទាំងបដាសុវត្ថិភាពចរាចររដូវវស្សា");
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The file was uploaded." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rainy Season Banner.png");
  const path = (await page.locator(".media-details code").textContent())!;
  expect(path).toMatch(/^\/media\/rainy-season-banner-[0-9a-f]{16}\.png$/);
  // Its address is a click away from any link field.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy the address" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(path);

  // Found by its Khmer alt text.
  await page.getByRole("link", { name: "Back to the library" }).click();
  await page.getByLabel("Search by name or alt text").fill("ផ្ទាំងបដាសុវត្ថិភាព");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const found = page.locator(".media-grid__item");
  await expect(found).toHaveCount(1);
  await expect(found.getByRole("img", { name: "Rainy season road safety banner" })).toBeVisible();
  await expect
    .poll(() => found.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(320);

  // Served through the image endpoint as AVIF at a layout width (a 1280 px hero on a large screen).
  const avif = await page.request.get(`/_img/1280/avif${path}`);
  expect(avif.status()).toBe(200);
  expect(avif.headers()["content-type"]).toBe("image/avif");
  const meta = await sharp(await avif.body()).metadata();
  expect([meta.format, meta.width]).toEqual(["heif", 1280]);
  const original = await page.request.get(path);
  expect(original.headers()["cache-control"]).toContain("immutable");

  // The seeded claims banner is used by the claims page in both languages: not deleted.
  await page.getByLabel("Search by name or alt text").fill("claims-");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const claimsBanner = found.filter({ hasText: /^claims-banner|^claims\.svg/ }).first();
  // Its English and Khmer pages are one page.
  await expect(claimsBanner.getByText("Used on 1 page", { exact: true })).toBeVisible();
  await claimsBanner.getByRole("link").click();
  await expect(page.getByRole("heading", { name: "Where it is used" })).toBeVisible();
  const used = page.locator(".media-uses li");
  await expect(used).toHaveCount(1);
  await expect(used).toHaveText(/^Claims: .+ \(English · Khmer\)$/);
  // When it came, in the staff's time zone.
  await expect(page.locator(".media-details dd").last()).toHaveText(
    /^\d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(Phnom Penh time\)$/,
  );
  await page.getByRole("button", { name: "Delete for good" }).click();
  const refusal = page.getByRole("alert");
  await expect(refusal).toContainText("This item is used and was not deleted.");
  await expect(refusal.locator('a[href="/claims"]').first()).toHaveText(/^Claims/);
  await expect(refusal.locator('a[href="/claims?l=km"]')).toHaveText("Khmer");
  await expectAccessible(page);
  // Still served.
  expect((await page.request.get((await page.locator(".media-details code").textContent())!)).status()).toBe(200);

  await shoot(page, "media-library", "/admin/media");
});

test("an editor chooses an uploaded banner for the claims page with the picker; visitors get it as AVIF at the layout's width", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signIn(
    page,
    await setUpStaff(page, { email: `media-claims-${Date.now()}@tonle.example`, roles: "editor", name: "Kanha" }),
  );
  await keepFoldsOpen(page);
  const folder = mkdtempSync(join(tmpdir(), "media-e2e-"));
  const stamp = Date.now().toString(36);
  const banner = join(folder, `Claims Season ${stamp}.png`);
  writeFileSync(
    banner,
    await sharp({ create: { width: 2000, height: 625, channels: 3, background: "#2e7d32" } })
      .png()
      .toBuffer(),
  );
  await page.goto("/admin/media");
  await waitForInteractive(page);
  await page.getByLabel("File").setInputFiles(banner);
  await page.getByLabel("Alt text in English").fill(`Claims season banner ${stamp}`);
  await page.getByLabel("Alt text in Khmer").fill(`ផ្ទាំងបដារដូវទាមទារសំណង ${stamp}`);
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The file was uploaded." })).toBeVisible();
  const path = (await page.locator(".media-details code").textContent())!;

  await test.step("chosen in the claims page's editor with the picker, by keyboard", async () => {
    await page.goto("/admin/content/claims/main");
    await waitForInteractive(page);
    const change = page.getByRole("button", { name: "Change… Banner English" });
    await change.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Choose from the media library: Banner English" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("searchbox")).toBeFocused();
    await page.keyboard.type(stamp);
    const option = dialog.getByRole("button", { name: new RegExp(`Claims Season ${stamp}\\.png`) });
    await expect(option).toHaveCount(1);
    await expectAccessible(page);
    await option.click();
    await expect(dialog).toBeHidden();
    await expect(change).toBeFocused();
    await expect(page.getByRole("group", { name: "Banner" }).getByText(path.slice("/media/".length))).toBeVisible();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  });

  await test.step("the claims page shows it, as AVIF at the width the layout asks for", async () => {
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const claims = await visitor.newPage();
    // The claims banner sits beside the text: about 528 CSS px wide on a 1280 px screen (its sizes).
    const banner = claims.locator("main img").first();
    await expect(async () => {
      await claims.goto("/claims");
      expect(await banner.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(path.slice(1));
    }).toPass({ timeout: 90_000 });
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    const current = await banner.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(
      Math.round(await banner.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width)),
    ).toBeGreaterThan(500);
    const [, width, format] = /\/_img\/(\d+)\/(\w+)\/media\//.exec(current) ?? [];
    expect(format).toBe("avif");
    // The smallest of the variants' widths that fills 528 px at the screen's density (1).
    expect(Number(width)).toBe(640);
    const served = await claims.request.get(String(current));
    expect(served.headers()["content-type"]).toBe("image/avif");
    expect((await sharp(await served.body()).metadata()).width).toBe(Number(width));
    await visitor.close();
  });

  await test.step("the previous revision is restored", async () => {
    await page.goto("/admin/content/claims/main/history");
    await page.getByRole("row").nth(2).getByRole("link").click();
    await page.getByRole("button", { name: "Restore this revision" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Restored." })).toBeVisible();
  });

  await test.step("a new file uploaded from the picker, refused until both alt texts are there, then chosen", async () => {
    await page.goto("/admin/content/claims/main");
    await waitForInteractive(page);
    await page.getByRole("button", { name: "Change… Banner English" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose from the media library: Banner English" });
    await dialog.getByText("Upload a new file").click();
    const poster = join(folder, `Claims Poster ${stamp}.png`);
    writeFileSync(
      poster,
      await sharp({ create: { width: 1200, height: 400, channels: 3, background: "#1565c0" } })
        .png()
        .toBuffer(),
    );
    await dialog.getByLabel("File").setInputFiles(poster);
    await dialog.getByLabel("Alt text in English").fill(`Claims poster ${stamp}`);
    // Enter in the dialog's fields does not submit (save) the editor's form around it.
    await dialog.getByLabel("Alt text in English").press("Enter");
    await dialog.getByRole("button", { name: "Upload and choose" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Enter the Khmer alt text.");
    await expectAccessible(page);
    await dialog.getByLabel("Alt text in Khmer").fill(`ផ្ទាំងរូបភាពសំណង ${stamp}`);
    await dialog.getByRole("button", { name: "Upload and choose" }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole("group", { name: "Banner" }).getByText(new RegExp(`^claims-poster-${stamp}-[0-9a-f]{16}\\.png$`)),
    ).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toHaveCount(0);
    // In the library, with its alt texts.
    const listed = await page.request.get(`/admin/media.json?q=${encodeURIComponent(`Claims poster ${stamp}`)}`);
    expect(((await listed.json()) as { items: { altKm: string }[] }).items.map((item) => item.altKm)).toEqual([
      `ផ្ទាំងរូបភាពសំណង ${stamp}`,
    ]);
  });

  await test.step("chosen for a home slide, it fills in the slide's size, and its alt text where none was typed", async () => {
    await page.goto("/admin/content/home/main");
    await waitForInteractive(page);
    const slide = page
      .getByRole("listitem")
      .filter({ has: page.getByText("Slide 1", { exact: true }) })
      .first();
    const width = slide.getByRole("spinbutton", { name: "Width English" });
    const height = slide.getByRole("spinbutton", { name: "Height English" });
    const alt = slide.getByRole("textbox", { name: "Alternative text English" });
    const typed = await alt.inputValue();
    expect(typed).not.toBe("");
    await expect(width).not.toHaveValue("2000");
    const pick = async () => {
      await slide.getByRole("button", { name: "Change… Image English" }).click();
      const dialog = page.getByRole("dialog", { name: "Choose from the media library: Image English" });
      await dialog.getByRole("searchbox").fill(stamp);
      await dialog.getByRole("button", { name: new RegExp(`Claims Season ${stamp}\\.png`) }).click();
      await expect(dialog).toBeHidden();
    };
    await pick();
    await expect(width).toHaveValue("2000");
    await expect(height).toHaveValue("625");
    await expect(alt).toHaveValue(typed);
    await alt.fill("");
    await pick();
    await expect(alt).toHaveValue(`Claims season banner ${stamp}`);
    // The Khmer slide is its own record: untouched.
    await expect(slide.getByRole("spinbutton", { name: "Width Khmer" })).not.toHaveValue("2000");
  });
});
