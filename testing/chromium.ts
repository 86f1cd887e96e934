// Debian's Chromium as the browser tests, the benchmarks and the scripts launch it: never a
// downloaded browser (CHROMIUM_PATH names another build).
import { statfsSync } from "node:fs";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// A container's /dev/shm may hold 64 MB, too little for Chromium, which then crashes. Where it
// holds enough, keeping Chromium's shared memory there costs the browser suite a sixth less time
// than files in /tmp (products and service specs: 129-142 s against 156-161 s, interleaved).
const smallSharedMemory = (() => {
  try {
    const { blocks, bsize } = statfsSync("/dev/shm");
    return blocks * bsize < 2 ** 30;
  } catch {
    return true;
  }
})();

// Playwright starts Chromium with these features off (its chromiumSwitches.ts), and Chromium reads
// only the last --disable-features it is given: ours repeats a launcher's list, or those features
// would be on again. e2e/browser-launch.spec.ts compares this list with Playwright's.
const playwrightFeaturesOff = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

// Chromium 156 loads its address bar's drop-down, a web page of its own (chrome://omnibox-popup),
// in every new window, headless ones too, where nobody can open it: a second of a core for each
// test's page. Without it, the products and service specs take a third less time and CPU
// (97-108 s against 141-157 s, interleaved; decision 0059). Pages render exactly as before.
// After a Chromium update, a "WebUI Top Renderer" in a trace means the features were renamed.
const featuresOff = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];

/** The arguments after a launcher's own; `launcherFeaturesOff`: the features it turns off. */
export function chromiumArgs(launcherFeaturesOff: readonly string[] = playwrightFeaturesOff): string[] {
  return [
    // Chromium's shared memory goes to /tmp, on disk, only where /dev/shm is too small for it.
    ...(smallSharedMemory ? ["--disable-dev-shm-usage"] : []),
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    `--disable-features=${[...launcherFeaturesOff, ...featuresOff].join(",")}`,
  ];
}
