// One lint setup for the whole project: TypeScript, React hooks, accessibility of JSX and
// import hygiene. Layer boundaries are checked by tests/architecture/layers.test.ts.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import importPlugin from "eslint-plugin-import";
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
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y, import: importPlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "import/first": "error",
      "import/no-duplicates": "error",
      "import/no-self-import": "error",
      "import/newline-after-import": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports", disallowTypeAnnotations: false }],
      // A conversation log, and a labelled region that scrolls sideways (a row of cards on a phone),
      // are scrollable: keyboard users must be able to focus them to scroll.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["log", "region"], tags: [] }],
      // These three rules check code for the React Compiler, which this project does not run. The
      // effects they flag sync React state with native dialogs and popovers opened before hydration.
      "react-hooks/set-state-in-effect": "warn",
      "react-hooks/purity": "warn",
      "react-hooks/refs": "warn",
    },
  },
  {
    // Inline boot code is written as ES5 on purpose: it runs before any bundle, in any browser.
    files: ["app/utils/hydration-boot.ts", "app/utils/fonts-boot.ts", "app/features/demo/sample-conversation.tsx"],
    rules: { "no-var": "off" },
  },
  {
    // Playwright fixtures take a callback named `use`, which the hooks rules mistake for React's.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
