// npm run bench:responsiveness: how soon the first tap on each interactive part of the public
// pages responds on a phone, measured by the browser's Event Timing: a phone-sized Chromium with
// touch and 6x CPU slowdown loads the page, waits until it says it is interactive and its
// network is idle (BENCH_TAP_AT=interactive: not for the network), taps once, and reads the
// longest event of that tap (input delay, handlers and the next paint). The
// median of BENCH_RUNS page loads (5 by default) per tap is reported against the 100 ms budget;
// Event Timing reports no event under 16 ms, so "<16" means at most that. The exit code stays
// 0 (a benchmark, not a test). Run after `npm run build`; BENCH_BASE_URL measures a server that
// is already running. BENCH_COMPARE_URL measures a second one (the build before a change) in the
// same runs, interleaved, so that both see the same machine.
import { chromiumArgs, chromiumPath } from "../testing/chromium.ts";
import { chromium, type Locator, type Page } from "@playwright/test";
import { siteUnderTest } from "./production-server.ts";

const runs = Number(process.env.BENCH_RUNS ?? 5);
// BENCH_TAP_AT=interactive taps the moment the page says it is interactive, before it has settled.
const settle = process.env.BENCH_TAP_AT !== "interactive";
const budgetMs = 100;
const site = await siteUnderTest(4330, "responsiveness");
const builds = [
  { name: "this build", base: site.base },
  ...(process.env.BENCH_COMPARE_URL ? [{ name: "compared", base: process.env.BENCH_COMPARE_URL }] : []),
];

const taps: { name: string; path: string; target: (page: Page) => Locator }[] = [
  { name: "phone menu", path: "/", target: (page) => page.getByRole("button", { name: "Open menu" }) },
  { name: "Q&A item", path: "/faq", target: (page) => page.locator("main summary").first() },
  { name: "language panel", path: "/careers", target: (page) => page.locator(".lang-selector__button") },
  {
    name: "photo",
    path: "/photo",
    target: (page) => page.getByRole("group", { name: "Photo gallery" }).getByRole("button").first(),
  },
  { name: "slider arrow", path: "/", target: (page) => page.getByRole("button", { name: "Next slide" }).first() },
];

/** Every event of an interaction the page sees, as Event Timing reports it. */
const observeEvents = () => {
  const seen: { name: string; duration: number; delay: number; processing: number }[] = [];
  (window as unknown as { benchEvents: typeof seen }).benchEvents = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      if (entry.interactionId)
        seen.push({
          name: entry.name,
          duration: entry.duration,
          delay: entry.processingStart - entry.startTime,
          processing: entry.processingEnd - entry.processingStart,
        });
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
};

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs() });

interface TapTiming {
  /** The longest event of the tap, ms (0 when none reached 16 ms). */
  duration: number;
  /** Of which: waiting for the main thread, and running the page's handlers (the rest is the next paint). */
  delay: number;
  processing: number;
}

/** One page load and one tap. */
async function measure(site: string, tap: (typeof taps)[number]): Promise<TapTiming> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    hasTouch: true,
    isMobile: true,
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  await page.addInitScript(observeEvents);
  const devtools = await context.newCDPSession(page);
  await devtools.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await page.goto(`${site}${tap.path}`);
  // Islands mark the page interactive; the build before them marked it hydrated.
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.interactive === "true" || document.documentElement.dataset.hydrated === "true",
    undefined,
    { timeout: 120_000 },
  );
  // A visitor's first tap comes once the page has come in (its images, its islands' chunks).
  if (settle) await page.waitForLoadState("networkidle");
  const target = tap.target(page);
  await target.scrollIntoViewIfNeeded();
  await target.tap();
  // The tap's events are reported after its next paint.
  await page.waitForTimeout(1500);
  const events = await page.evaluate(() => (window as unknown as { benchEvents: TapTiming[] }).benchEvents);
  await context.close();
  return events.reduce((longest, event) => (event.duration > longest.duration ? event : longest), {
    duration: 0,
    delay: 0,
    processing: 0,
  });
}

const median = (values: TapTiming[]) =>
  [...values].sort((a, b) => a.duration - b.duration)[Math.floor(values.length / 2)]!;
const results = new Map<string, TapTiming[]>();
for (let run = 0; run < runs; run++)
  for (const tap of taps)
    for (const build of builds) {
      const key = `${build.name}|${tap.name}`;
      results.set(key, [...(results.get(key) ?? []), await measure(build.base, tap)]);
    }
await browser.close();
await site.stop();

const shown = (ms: number) => (ms === 0 ? "<16" : String(Math.round(ms)));
console.log(`First tap, longest event (ms), median of ${runs}; 6x CPU, 390 px, touch`);
console.log(
  [
    "tap".padEnd(16),
    ...builds.map((build) => build.name.padStart(12)),
    "  this build: delay + handlers + paint; runs",
  ].join(""),
);
const misses: string[] = [];
for (const tap of taps) {
  const row = builds.map((build) => median(results.get(`${build.name}|${tap.name}`)!));
  const { duration, delay, processing } = row[0]!;
  const parts = [delay, processing, duration - delay - processing].map((ms) => Math.round(Math.max(0, ms)));
  console.log(
    [
      tap.name.padEnd(16),
      ...row.map((timing) => shown(timing.duration).padStart(12)),
      `  ${duration ? parts.join(" + ") : "-"}; ${results
        .get(`this build|${tap.name}`)!
        .map((timing) => shown(timing.duration))
        .join(" ")}`,
    ].join(""),
  );
  if (duration > budgetMs) misses.push(`${tap.name}: ${Math.round(duration)} ms > ${budgetMs} ms`);
}
console.log(misses.length ? `\nOver budget:\n${misses.join("\n")}` : `\nEvery first tap within ${budgetMs} ms.`);
