import type { Plugin } from "postcss";

// The dark theme is written once, as rules under :root[data-theme="dark"], which the head script
// sets from the visitor's choice or the system's preference. Without JavaScript (or if that script
// fails) there is no data-theme, so each dark rule gets a twin under the system's preference.
const chosenDark = ':root[data-theme="dark"]';
const noChoice = ":root:not([data-theme])";

export function systemDarkTheme(): Plugin {
  return {
    postcssPlugin: "system-dark-theme",
    OnceExit(root, { AtRule }) {
      root.walkRules((rule) => {
        const dark = rule.selectors.filter((selector) => selector.startsWith(chosenDark));
        if (dark.length === 0) return;
        const twin = rule.clone({ selectors: dark.map((selector) => noChoice + selector.slice(chosenDark.length)) });
        rule.after(new AtRule({ name: "media", params: "(prefers-color-scheme: dark)", nodes: [twin] }));
      });
    },
  };
}
