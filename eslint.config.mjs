/**
 * ESLint: code habits (typescript-eslint, React hooks, accessibility of JSX) and the import
 * boundaries between the trees of the project (see docs/architecture.md):
 *
 *   src/pages (routes) → src/views → src/components, never the other way;
 *   views, components and routes reach src/consent only through src/consent/index.ts, the app
 *   shell (gatsby-browser, gatsby-ssr, src/root-wrapper) through src/consent/app-shell.ts;
 *   src/consent never imports views, routes or the page frame (Layout, SiteHeader, SiteFooter);
 *   server/ and scripts/ never import browser code (src/);
 *   browser code never imports Node-only code (gatsby/, content-model/, server/, scripts/, Node's built-in
 *   modules), except type-only imports of the content model (content-model/);
 *   browser code never reads content/ directly (no import of content/, no fs): only GraphQL;
 *   the editors' CMS (admin/) is its own browser application: it imports no code of the project
 *   and no Node built-in, and nothing imports it (gatsby/admin/ bundles it by path).
 *
 * The boundaries are checked on resolved paths (eslint-plugin-boundaries with the Node resolver),
 * so `../../views/x`, `./src/views/x` and `../views/x.tsx` are the same dependency. Each policy
 * has its own message, starting with the name of the boundary it guards.
 * __tests__/lint/import-boundaries.test.ts proves that every policy fails on a forbidden import.
 */
import js from "@eslint/js"
import boundaries from "eslint-plugin-boundaries"
import jsxA11y from "eslint-plugin-jsx-a11y"
import reactHooks from "eslint-plugin-react-hooks"
import { defineConfig } from "eslint/config"
import globals from "globals"
import tseslint from "typescript-eslint"

const root = import.meta.dirname

/** Code that runs in the browser (and in Gatsby's server-side render): src/ and Gatsby's browser/SSR API files. */
const BROWSER = [
  { element: { type: ["route", "view", "component", "layout", "consent", "browser"] } },
  { file: { categories: "browser-entry" } },
]
/** Element types of code that only runs in Node. */
const NODE_ONLY = ["gatsby", "content-model", "server", "scripts"]
/** Every element type of the project except the CMS. */
const NOT_ADMIN = [{ element: { type: ["route", "view", "component", "layout", "consent", "browser", ...NODE_ONLY, "content"] } }]

/** @type {import("eslint-plugin-boundaries").DependenciesPolicy[]} */
const importPolicies = [
  {
    from: { element: { type: ["component", "layout"] } },
    disallow: { to: { element: { type: ["view", "route"] } } },
    message:
      "[layers] components (src/components) must not import views or routes: a view composes components, not the other way round ({{dependency.source}})",
  },
  {
    from: { element: { type: "view" } },
    disallow: { to: { element: { type: "route" } } },
    message: "[layers] views (src/views) must not import routes (src/pages): a route renders a view ({{dependency.source}})",
  },
  {
    from: { element: { type: ["route", "view", "component", "layout"] } },
    disallow: { to: { element: { type: "consent" } } },
    message:
      "[consent-public-module] routes, views and components reach src/consent only through src/consent/index.ts ({{dependency.source}})",
  },
  {
    from: { element: { type: ["route", "view", "component", "layout"] } },
    allow: { to: { element: { type: "consent" }, file: { categories: "consent-api" } } },
  },
  {
    from: [{ element: { type: "browser" } }, { file: { categories: "browser-entry" } }],
    disallow: { to: { element: { type: "consent" } } },
    message:
      "[consent-public-module] the app shell (gatsby-browser, gatsby-ssr, src/root-wrapper) reaches src/consent only through src/consent/app-shell.ts ({{dependency.source}})",
  },
  {
    from: [{ element: { type: "browser" } }, { file: { categories: "browser-entry" } }],
    allow: { to: { element: { type: "consent" }, file: { categories: "consent-app-shell" } } },
  },
  {
    from: { element: { type: "consent" } },
    disallow: { to: { element: { type: ["view", "route", "layout"] } } },
    message:
      "[consent-independent] src/consent must not import views, routes or the page frame (Layout, SiteHeader, SiteFooter) ({{dependency.source}})",
  },
  {
    from: { element: { type: ["server", "scripts"] } },
    disallow: { to: BROWSER },
    message: "[node-no-browser] server/ and scripts/ must not import browser code (src/) ({{dependency.source}})",
  },
  {
    from: BROWSER,
    disallow: [{ to: { element: { type: NODE_ONLY } } }, { to: { module: { origin: "core" } } }],
    message:
      "[browser-no-node] browser code must not import Node-only code (gatsby/, content-model/, server/, scripts/, Node built-ins) ({{dependency.source}})",
  },
  {
    // The content model's zod schemas are the single source of the content types (z.infer).
    from: BROWSER,
    allow: { to: { element: { type: "content-model" } }, dependency: { kind: "type" } },
  },
  {
    from: BROWSER,
    disallow: [
      { to: { element: { type: "content" } } },
      { to: { module: { origin: "core", source: ["fs", "fs/*", "node:fs", "node:fs/*"] } } },
    ],
    message:
      "[content-through-graphql] browser code must not read content/ directly (no import of content/, no fs); query it with GraphQL ({{dependency.source}})",
  },
  {
    from: { element: { type: "admin" } },
    disallow: [{ to: NOT_ADMIN }, { to: { file: { categories: "browser-entry" } } }, { to: { module: { origin: "core" } } }],
    message:
      "[admin-separate] the CMS (admin/) must not import the site's code, Node-only code or Node built-ins: it is its own application with its own CSP ({{dependency.source}})",
  },
  {
    from: [...NOT_ADMIN, { file: { categories: "browser-entry" } }],
    disallow: { to: { element: { type: "admin" } } },
    message:
      "[admin-separate] nothing imports the CMS (admin/): gatsby/admin/ bundles it by path, so it never reaches the site's bundles ({{dependency.source}})",
  },
]

const boundariesConfig = {
  files: ["**/*.{ts,tsx,mts,cts,js,mjs,cjs}"],
  plugins: { boundaries },
  settings: {
    "boundaries/root-path": root,
    // Elements are folders (matched from the project root); single files get a file category.
    "boundaries/elements": [
      // The first matching descriptor decides: the more specific folders come first.
      { type: "consent", pattern: "src/consent", partialMatch: false },
      { type: "route", pattern: "src/pages", partialMatch: false },
      { type: "view", pattern: "src/views", partialMatch: false },
      {
        type: "layout",
        pattern: ["src/components/Layout", "src/components/SiteHeader", "src/components/SiteFooter"],
        partialMatch: false,
      },
      { type: "component", pattern: "src/components", partialMatch: false },
      { type: "browser", pattern: "src", partialMatch: false },
      { type: "content-model", pattern: "content-model", partialMatch: false },
      { type: "gatsby", pattern: "gatsby", partialMatch: false },
      { type: "server", pattern: "server", partialMatch: false },
      { type: "scripts", pattern: "scripts", partialMatch: false },
      { type: "content", pattern: "content", partialMatch: false },
      { type: "admin", pattern: "admin", partialMatch: false },
    ],
    "boundaries/files": [
      { category: "consent-api", pattern: "src/consent/index.ts" },
      { category: "consent-app-shell", pattern: "src/consent/app-shell.ts" },
      { category: "browser-entry", pattern: ["gatsby-browser.tsx", "gatsby-ssr.tsx"] },
    ],
    "boundaries/dependency-nodes": ["import", "export", "dynamic-import", "require"],
    "import/resolver": {
      node: { extensions: [".ts", ".tsx", ".d.ts", ".js", ".mjs", ".cjs", ".json"] },
    },
  },
  rules: {
    "boundaries/dependencies": [
      "error",
      // Allowed unless a policy forbids it; the last matching policy decides.
      { default: "allow", checkAllOrigins: true, policies: importPolicies },
    ],
  },
}

export default defineConfig(
  {
    ignores: ["node_modules/", "public/", ".cache/", "deploy/", "test-results/", "playwright-report/", "src/gatsby-types.d.ts"],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // React code only: Playwright fixtures also call a function named `use`.
    files: ["src/**/*.{ts,tsx}", "**/*.tsx"],
    ...reactHooks.configs.flat.recommended,
  },
  {
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["src/**", "admin/**", "gatsby-browser.tsx", "gatsby-ssr.tsx"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["__tests__/**", "e2e/**"],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
  },
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    rules: {
      // `_name` marks a parameter a signature requires but the body does not use.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Type-only imports are erased by every compiler; the boundaries below rely on telling them apart.
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports", disallowTypeAnnotations: false }],
    },
  },
  boundariesConfig,
)
