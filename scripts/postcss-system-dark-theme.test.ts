import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { systemDarkTheme } from "./postcss-system-dark-theme.ts";

// Whitespace is PostCSS's choice and the minifier's; compare the rules.
const squash = (css: string) => css.replace(/\s+/g, " ").replace(/\s*([{}])\s*/g, "$1");
const run = async (css: string) => squash((await postcss([systemDarkTheme()]).process(css, { from: undefined })).css);

describe("systemDarkTheme", () => {
  it("gives every dark-theme rule a twin that applies when no theme was chosen and the system prefers dark", async () => {
    const css = await run(`:root { --bg: #fff; }
:root[data-theme="dark"] { --bg: #111; color-scheme: dark; }
:root[data-theme="dark"] .logo--light,
:root[data-theme="dark"] .icon-sun { display: none; }`);
    expect(css).toBe(
      squash(`:root { --bg: #fff; }
:root[data-theme="dark"] { --bg: #111; color-scheme: dark; }
@media (prefers-color-scheme: dark) {
:root:not([data-theme]) { --bg: #111; color-scheme: dark; } }
:root[data-theme="dark"] .logo--light,
:root[data-theme="dark"] .icon-sun { display: none; }
@media (prefers-color-scheme: dark) {
:root:not([data-theme]) .logo--light,
:root:not([data-theme]) .icon-sun { display: none; } }`),
    );
  });

  it("keeps a twin inside the conditions of its original", async () => {
    const css = await run(`@supports (background-clip: text) { :root[data-theme="dark"] h1 { color: #ff9a55; } }`);
    expect(css).toBe(
      squash(`@supports (background-clip: text) {
        :root[data-theme="dark"] h1 { color: #ff9a55; }
        @media (prefers-color-scheme: dark) { :root:not([data-theme]) h1 { color: #ff9a55; } }
      }`),
    );
  });

  it("leaves other rules alone", async () => {
    const css = '.a { color: red; }\n:root[data-theme="light"] .b { color: blue; }';
    expect(await run(css)).toBe(squash(css));
  });

  it("twins only the dark-theme selectors of a mixed list", async () => {
    const css = await run(`.b, :root[data-theme="dark"] .a { display: none; }`);
    expect(css).toBe(
      squash(`.b, :root[data-theme="dark"] .a { display: none; }
@media (prefers-color-scheme: dark) {
:root:not([data-theme]) .a { display: none; } }`),
    );
  });
});
