/**
 * ESLint: code habits (typescript-eslint, React hooks, accessibility of JSX) and the import boundaries
 * of docs/architecture.md ("Allowed imports"), checked on resolved paths (eslint-plugin-boundaries with
 * the Node resolver). Each message starts with the name of its boundary.
 */
import js from "@eslint/js"
import boundaries from "eslint-plugin-boundaries"
import jsxA11y from "eslint-plugin-jsx-a11y"
import reactHooks from "eslint-plugin-react-hooks"
import { defineConfig } from "eslint/config"
import globals from "globals"
import tseslint from "typescript-eslint"

const element = (...type) => ({ element: { type } })
const file = (...path) => ({ file: { path } })
const PAGE_PARTS = element("route", "view", "component", "layout")
/** Gatsby's browser/SSR API files, which run in the browser as src/ does. */
const BROWSER_ENTRY = { file: { categories: "browser-entry" } }
/** The app shell: Gatsby's browser/SSR API files and src/ outside the page parts and consent. */
const APP_SHELL = [element("browser"), BROWSER_ENTRY]
const BROWSER = [file("src/**"), BROWSER_ENTRY]
const NOT_ADMIN = [element("!admin"), BROWSER_ENTRY]
const NODE_BUILT_INS = { module: { origin: "core" } }

const disallow = (from, to, message) => ({ from, disallow: { to }, message: `${message} ({{dependency.source}})` })
const allow = (from, to) => ({ from, allow: { to } })

/** Allowed unless a policy forbids it; the last matching policy decides, so an `allow` after a `disallow` opens one door. */
const policies = [
  disallow(element("component", "layout"), element("view", "route"), "[layers] components must not import views or routes"),
  disallow(element("view"), element("route"), "[layers] views must not import routes: a route renders a view"),
  disallow(PAGE_PARTS, element("consent"), "[consent-public-module] the page parts reach src/consent only through its index.ts"),
  allow(PAGE_PARTS, file("src/consent/index.ts")),
  disallow(APP_SHELL, element("consent"), "[consent-public-module] the app shell reaches src/consent only through app-shell.ts"),
  allow(APP_SHELL, file("src/consent/app-shell.ts")),
  disallow(element("consent"), element("view", "route", "layout"), "[consent-independent] src/consent must not import the pages"),
  disallow(element("server", "scripts"), BROWSER, "[node-no-browser] server/ and scripts/ must not import browser code (src/)"),
  disallow(
    element("content-model"),
    [...BROWSER, element("gatsby", "server", "scripts")],
    "[model-independent] content-model/ must not import src/, gatsby/, server/ or scripts/: they build on it",
  ),
  disallow(
    BROWSER,
    [element("gatsby", "content-model", "server", "scripts"), NODE_BUILT_INS],
    "[browser-no-node] browser code must not import Node code",
  ),
  // The content model's zod schemas are the one source of the content types (z.infer), erased at compile time.
  { from: BROWSER, allow: { to: element("content-model"), dependency: { kind: "type" } } },
  // The notations the views read as the check does (icon names, operators, decimals, passages): a file without imports.
  allow(BROWSER, file("content-model/notation.ts")),
  // Reading a file is a Node built-in, which [browser-no-node] refuses.
  disallow(BROWSER, element("content"), "[content-through-graphql] browser code must not import content/: query it with GraphQL"),
  disallow(
    element("admin"),
    [...NOT_ADMIN, NODE_BUILT_INS],
    "[admin-separate] the CMS imports of the project only what its preview renders with",
  ),
  // The preview (src/admin/preview.tsx) renders the views as a page does, with the global CSS, in the consent provider as the
  // app shell does, from the content model's browser-safe part (esbuild's browser build fails on anything reaching Node).
  allow(element("admin"), [
    PAGE_PARTS,
    file(
      "src/consent/{index,app-shell}.ts",
      "src/styles/*.css",
      "content-model/{facts,formats,graphql-types,schemas,typography}.ts",
      "content-model/report/{report,statistics}.ts",
    ),
  ]),
  disallow(NOT_ADMIN, element("admin"), "[admin-separate] nothing imports the CMS: gatsby/admin/ bundles it by path"),
]

const NO_COPY = "[no-copy] visible text belongs in content/*.yaml, not in TSX"

export default defineConfig(
  { ignores: ["public/", ".cache/", "test-results/", "playwright-report/", "src/gatsby-types.d.ts"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  { files: ["**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  // React code only: Playwright fixtures also call a function named `use`.
  { files: ["src/**/*.{ts,tsx}", "**/*.tsx"], ...reactHooks.configs.flat.recommended },
  { languageOptions: { globals: globals.node } },
  { files: ["src/**", "gatsby-browser.tsx", "gatsby-ssr.tsx"], languageOptions: { globals: globals.browser } },
  { files: ["__tests__/**", "e2e/**"], languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } } },
  { files: ["**/*.cjs"], languageOptions: { sourceType: "commonjs" }, rules: { "@typescript-eslint/no-require-imports": "off" } },
  {
    rules: {
      // `_name` marks a parameter a signature requires but the body does not use.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Type-only imports are erased by every compiler; the boundaries rely on telling them apart.
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports", disallowTypeAnnotations: false }],
    },
  },
  {
    // No copy in TSX: every text a visitor reads comes from content/*.yaml.
    files: ["src/**/*.tsx", "gatsby-*.tsx"],
    // The CMS's own few words belong to the tool, not to the site's copy.
    ignores: ["src/admin/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "JSXText[value=/\\p{L}/u]", message: NO_COPY },
        {
          selector: "JSXAttribute[name.name=/^(alt|title|aria-label|aria-description|placeholder|label)$/] > Literal[value=/\\p{L}/u]",
          message: NO_COPY,
        },
      ],
    },
  },
  {
    plugins: { boundaries },
    settings: {
      "boundaries/root-path": import.meta.dirname,
      // Folders from the project root, the first matching descriptor deciding: the more specific first.
      "boundaries/elements": Object.entries({
        consent: "src/consent",
        admin: "src/admin",
        route: "src/pages",
        view: "src/views",
        layout: "src/components/{Layout,SiteHeader,SiteFooter}",
        component: "src/components",
        browser: "src",
        "content-model": "content-model",
        gatsby: "gatsby",
        server: "server",
        scripts: "scripts",
        content: "content",
      }).map(([type, pattern]) => ({ type, pattern, partialMatch: false })),
      // Files outside those folders are not checked, unless a category makes them known.
      "boundaries/files": [{ category: "browser-entry", pattern: "gatsby-{browser,ssr}.tsx" }],
      // Extensions an import may omit: .ts and .tsx where webpack, esbuild or Jest resolve it, .js in packages (react-dom/server).
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js"] } },
    },
    rules: { "boundaries/dependencies": ["error", { default: "allow", checkAllOrigins: true, policies }] },
  },
)
