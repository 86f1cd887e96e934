// Light/dark theme, remembered under localStorage "theme", defaulting to the system preference.
export type Theme = "light" | "dark";
export const themeStorageKey = "theme";

/** Runs in <head> before first paint, so the page never flashes the wrong theme. */
export const themeScript = `(function(){try{var t=localStorage.getItem("${themeStorageKey}");if(t!=="light"&&t!=="dark")t=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";var e=document.documentElement;e.dataset.theme=t;e.style.colorScheme=t}catch(_){}})()`;

export function currentTheme(): Theme {
  return document.documentElement.dataset.theme === "dark" ? "dark" : "light";
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
  try {
    localStorage.setItem(themeStorageKey, theme);
  } catch {
    // Storage may be disabled (private mode): the choice then lasts for this page only.
  }
}

/** Notifies when data-theme changes on <html>. */
export function subscribeTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
  return () => observer.disconnect();
}
