import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // The test kit (testing/) and the packages only tests use are not part of the site: code
    // that runs in production must not import them. Tests, benchmarks and scripts may.
    files: ["app/**", "server/**", "db/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ group: ["**/testing/*"], message: "testing/ is the test kit: production code must not import it." }],
          paths: ["smtp-server", "s3rver", "postal-mime", "fast-check", "vitest", "@playwright/test", "@axe-core/playwright"].map((name) => ({
            name,
            message: "A test-only package (devDependency): production code must not import it.",
          })),
        },
      ],
    },
  },
);
