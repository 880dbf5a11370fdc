// One lint setup for the whole project: TypeScript, React hooks, accessibility of JSX and
// import hygiene. Layer boundaries are checked by tests/architecture/layers.test.ts.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import importX from "eslint-plugin-import-x";
import globals from "globals";

export default tseslint.config(
  {
    ignores: ["build/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/", ".reports/", ".cache/", "public/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js}"],
    languageOptions: {
      ecmaVersion: "latest",
      sourceType: "module",
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y, "import-x": importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "import-x/first": "error",
      "import-x/no-duplicates": "error",
      "import-x/no-self-import": "error",
      "import-x/newline-after-import": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Inline boot code is written as ES5 on purpose: it runs before any bundle, in any browser.
    files: ["app/utils/hydration-boot.ts"],
    rules: { "no-var": "off" },
  },
  {
    // Playwright fixtures take a callback named `use`, which the hooks rules mistake for React's.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
