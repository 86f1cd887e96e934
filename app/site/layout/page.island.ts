// The script of a page that is not hydrated (decision 0030): what its shared parts need of the
// browser. The menus, the language panel and the header's shadow need none (the platform's
// popovers, dialog and scroll timeline) but for closing the phone menu's sections as it closes;
// the theme toggle, the service worker and the field data on speed do. Brought in after the page has loaded and painted (app/http/document.server.ts).
import { applyTheme, currentTheme } from "./theme.ts";
import { registerServiceWorker } from "../offline/service-worker-registration.ts";

export interface PageOptions {
  /** Where the page's web vitals go, when they are collected. */
  vitalsEndpoint: string | null;
}

function wireThemeToggle(toggle: HTMLButtonElement): void {
  // The server writes the light theme's label: it cannot know the theme (the head script sets it).
  const label = () =>
    toggle.setAttribute("aria-label", (currentTheme() === "dark" ? toggle.dataset.toLight : toggle.dataset.toDark)!);
  label();
  toggle.addEventListener("click", () => {
    applyTheme(currentTheme() === "dark" ? "light" : "dark");
    label();
  });
}

export function start({ vitalsEndpoint }: PageOptions): void {
  const toggle = document.querySelector<HTMLButtonElement>(".theme-toggle");
  if (toggle) wireThemeToggle(toggle);
  // The phone menu opens again with every section closed.
  const menu = document.querySelector<HTMLDialogElement>("dialog.mobile-menu");
  menu?.addEventListener("close", () => {
    for (const section of menu.querySelectorAll("details")) section.open = false;
  });
  // Suggestions in a search field, its code fetched when one first takes focus (issue 41).
  document.addEventListener("focusin", (event) => {
    const field = event.target;
    if (field instanceof HTMLInputElement && field.classList.contains("site-search__field"))
      void import("../../search/search-suggest.client.ts").then(({ attach }) => attach(field));
  });
  // Browser tests wait for it before they click; the performance mark dates it in traces.
  document.documentElement.dataset.interactive = "true";
  performance.mark("interactive");
  // What the visitor does not wait for.
  registerServiceWorker();
  if (vitalsEndpoint)
    void import("../vitals/web-vitals.client.ts").then(({ beaconTo, reportWebVitals }) =>
      reportWebVitals(beaconTo(vitalsEndpoint)),
    );
}
