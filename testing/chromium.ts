// Debian's Chromium as the browser tests, the benchmarks and the scripts launch it: never a
// downloaded browser (CHROMIUM_PATH names another build).
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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
    // A container's /dev/shm may hold 64 MB, too little for Chromium, which then crashes: its
    // shared memory goes to /tmp. Playwright passes this too, whatever /dev/shm holds.
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    `--disable-features=${[...launcherFeaturesOff, ...featuresOff].join(",")}`,
  ];
}
