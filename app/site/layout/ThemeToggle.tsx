import { useSyncExternalStore } from "react";
import { useStrings } from "../../i18n/define.ts";
import { siteStrings } from "./strings.ts";
import { Moon, Sun } from "../../ui/icons.tsx";
import { applyTheme, currentTheme, subscribeTheme } from "./theme.ts";

export function ThemeToggle() {
  const t = useStrings(siteStrings);
  // The server cannot know the theme (the head script applies it), so it renders the light label.
  const theme = useSyncExternalStore(subscribeTheme, currentTheme, () => "light" as const);
  const next = theme === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      className="icon-button theme-toggle"
      aria-label={next === "dark" ? t.themeToDark : t.themeToLight}
      // A page that is not hydrated switches the label itself (page.island.ts).
      data-to-dark={t.themeToDark}
      data-to-light={t.themeToLight}
      onClick={() => applyTheme(next)}
    >
      <Sun />
      <Moon />
    </button>
  );
}
