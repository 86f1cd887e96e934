import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import importX from "eslint-plugin-import-x";
import tseslint from "typescript-eslint";

const testKit = [{ group: ["**/testing/*"], message: "testing/ is the test kit: production code must not import it." }];
const testOnlyPackages = [
  "smtp-server",
  "s3rver",
  "fast-check",
  "vitest",
  "@playwright/test",
  "@axe-core/playwright",
].map((name) => ({
  name,
  message: "A test-only package (devDependency): production code must not import it.",
}));

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", ".tools/", ".data/", "e2e/.artifacts/", "public/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      // A scrolling region (the photo viewer's strip) takes keyboard focus, so that keys scroll it (WCAG 2.1.1).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region"] }],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // The test kit (testing/) and the packages only tests use are not part of the site: code
    // that runs in production must not import them. Tests, benchmarks and scripts may.
    files: ["app/**", "server/**", "db/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: testKit, paths: testOnlyPackages }] },
  },
  {
    // The public site never imports the back office: app/admin/ is reached only through
    // app/routes.ts; and shared code imports neither side (docs/decisions/0029-code-layout.md).
    // Tests may cross it.
    files: ["app/**"],
    ignores: ["app/admin/**", "app/routes.ts", "app/features.server.ts", "**/*.test.ts", "**/*.test.tsx"],
    plugins: { "import-x": importX },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./app",
              from: "./app/admin",
              message: "The public site and the shared code never import the back office (decision 0029).",
            },
            {
              target: "./app/{content,ui,images,http,i18n,validation,uploads,outbox,fonts,staff-session,register}/**/*",
              from: "./app/site",
              message: "Shared code never imports a page family of the public site (decision 0029).",
            },
          ],
        },
      ],
    },
  },
  {
    // The server process reaches the features only through app/features.server.ts (what they
    // give it: outbox jobs, background rounds, the mailbox's keeper, the live preview's hook);
    // it imports no feature folder. The database's tools import neither the back office nor
    // the public site's pages (the demo seed may read the content's definitions).
    files: ["server/**", "db/**"],
    ignores: ["**/*.test.ts"],
    plugins: { "import-x": importX },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./server",
              from: ["./app/admin", "./app/site", "./app/content", "./app/search", "./app/register"],
              message: "server/ reaches the features through app/features.server.ts only.",
            },
            {
              target: "./db",
              from: ["./app/admin", "./app/site"],
              message: "The database's tools never import the back office or the public site's pages.",
            },
          ],
        },
      ],
    },
  },
  {
    // The back office's kit (fields, notices, strings, the layout's data) is what every job shares:
    // it imports no job, and no job imports the shell (layout, home, navigation) on top.
    files: ["app/admin/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    plugins: { "import-x": importX },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./app/admin/kit",
              from: "./app/admin",
              except: ["./kit"],
              message: "The back office's kit imports no job and not the shell.",
            },
            {
              target: "./app/admin/!(shell)/**/*",
              from: "./app/admin/shell",
              message: "A back-office job never imports the shell; what it shares is in app/admin/kit.",
            },
          ],
        },
      ],
    },
  },
);
