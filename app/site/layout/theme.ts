// Light/dark theme, remembered in the cookie "theme", defaulting to the system preference.
// A cookie, not localStorage: the first localStorage read of a page opens the site's storage
// with a synchronous call to the browser process (5–15 ms on this machine, in <head>, before the
// first paint), while the cookie is at hand. The server never reads it: pages stay the same for
// everyone, so shared caches need not vary by it.
export type Theme = "light" | "dark";
const themeCookie = "theme";
const oneYear = 60 * 60 * 24 * 365;

/** Runs in <head> before first paint, so the page never flashes the wrong theme. */
export const themeScript = `(function(){try{var m=/(?:^|; )${themeCookie}=(light|dark)(?:;|$)/.exec(document.cookie),t=m?m[1]:matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";var e=document.documentElement;e.dataset.theme=t;e.style.colorScheme=t}catch(_){}})()`;

export function currentTheme(): Theme {
  return document.documentElement.dataset.theme === "dark" ? "dark" : "light";
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
  // With cookies blocked the choice lasts for this page only.
  document.cookie = `${themeCookie}=${theme}; Path=/; Max-Age=${oneYear}; SameSite=Lax${location.protocol === "https:" ? "; Secure" : ""}`;
}

/** Notifies when data-theme changes on <html>. */
export function subscribeTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
  return () => observer.disconnect();
}
