/**
 * @jest-environment node
 *
 * The import boundaries of eslint.config.mjs, each proven both ways: a deliberate violation
 * fails with `boundaries/dependencies` and a message naming the boundary, and an allowed import
 * of a real file next to it passes (so neither half can pass by the rule not running at all).
 * Texts are linted as files at real paths of the tree, so the paths resolve as in the code.
 */
import { spawnSync } from "node:child_process"
import { existsSync } from "node:fs"
import path from "node:path"

const root = path.resolve(__dirname, "../..")
const RULE = "boundaries/dependencies"

interface LintMessage {
  ruleId: string | null
  message: string
  fatal: boolean
}

interface Case {
  /** The boundary, as its messages name it; null for an import every boundary allows. */
  boundary: string | null
  /** Where the text is linted, relative to the project root. */
  file: string
  code: string
}

const forbidden = (boundary: string, file: string, code: string): Case => ({ boundary, file, code })
const allowed = (file: string, code: string): Case => ({ boundary: null, file, code })

const cases: Record<string, Case[]> = {
  "routes → views → components, never the other way": [
    forbidden("layers", "src/components/SkipLink/SkipLink.tsx", `import { HomeView } from "../../views/HomeView/HomeView.tsx"`),
    forbidden("layers", "src/components/Layout/Layout.tsx", `import Page from "../../pages/index.tsx"`),
    forbidden("layers", "src/components/SkipLink/SkipLink.tsx", `export { HomeView } from "../../views/HomeView/HomeView.tsx"`),
    forbidden("layers", "src/views/ErrorView/ErrorView.tsx", `import NotFound from "../../pages/404.tsx"`),
    allowed("src/views/HomeView/HomeView.tsx", `import { Layout } from "../../components/Layout/Layout.tsx"`),
    allowed("src/pages/404.tsx", `import { ErrorView } from "../views/ErrorView/ErrorView.tsx"`),
  ],
  "views and components reach src/consent only through src/consent/index.ts": [
    forbidden(
      "consent-public-module",
      "src/views/HomeView/HomeView.tsx",
      `import { ConsentProvider } from "../../consent/ConsentProvider.tsx"`,
    ),
    forbidden(
      "consent-public-module",
      "src/components/SiteFooter/SiteFooter.tsx",
      `import { CookieSettingsButton } from "../../consent/CookieSettingsButton.tsx"`,
    ),
    forbidden("consent-public-module", "src/pages/datenschutz.tsx", `import { parseConsent } from "../consent/consent-policy.ts"`),
    allowed("src/views/HomeView/HomeView.tsx", `import * as consent from "../../consent/index.ts"`),
    allowed("src/components/SiteFooter/SiteFooter.tsx", `import * as consent from "../../consent"`),
    forbidden("consent-public-module", "src/views/HomeView/HomeView.tsx", `import { ConsentProvider } from "../../consent/app-shell.ts"`),
  ],
  "the app shell reaches src/consent only through src/consent/app-shell.ts": [
    forbidden("consent-public-module", "gatsby-ssr.tsx", `import { consentHeadScript } from "./src/consent/head-script-text.ts"`),
    forbidden("consent-public-module", "src/root-wrapper.tsx", `import { ConsentProvider } from "./consent/ConsentProvider.tsx"`),
    allowed("gatsby-ssr.tsx", `import { consentHeadScript } from "./src/consent/app-shell.ts"`),
    allowed("src/root-wrapper.tsx", `import { ConsentProvider } from "./consent/app-shell.ts"`),
  ],
  "src/consent never imports views, routes or the page frame": [
    forbidden(
      "consent-independent",
      "src/consent/CookieBanner/CookieBanner.tsx",
      `import type { LayoutData } from "../../components/Layout/layout-data.ts"`,
    ),
    forbidden(
      "consent-independent",
      "src/consent/ConsentProvider.tsx",
      `import { SiteHeader } from "../components/SiteHeader/SiteHeader.tsx"`,
    ),
    forbidden(
      "consent-independent",
      "src/consent/ConsentProvider.tsx",
      `import { SiteFooter } from "../components/SiteFooter/SiteFooter.tsx"`,
    ),
    forbidden("consent-independent", "src/consent/ConsentProvider.tsx", `import { ErrorContent } from "../views/ErrorView/ErrorView.tsx"`),
    forbidden("consent-independent", "src/consent/consent-policy.ts", `import Page from "../pages/index.tsx"`),
    allowed("src/consent/CookieBanner/CookieBanner.tsx", `import { Tooltip } from "../../components/Tooltip/Tooltip.tsx"`),
  ],
  "server/ and scripts/ never import browser code": [
    forbidden("node-no-browser", "server/server.ts", `import { siteSettings } from "../src/config/runtime-settings.ts"`),
    forbidden("node-no-browser", "scripts/check-content.ts", `const { parseConsent } = await import("../src/consent/consent-policy.ts")`),
    forbidden("node-no-browser", "scripts/check-content.ts", `import * as consent from "../src/consent/index.ts"`),
    allowed("scripts/check-content.ts", `import { listSiteFiles } from "../gatsby/headers/header-rules.ts"`),
    allowed("server/start.ts", `import { buildIfNeeded } from "./build-if-needed.ts"`),
  ],
  "browser code never imports Node-only code, except the content model's types": [
    forbidden("browser-no-node", "src/seo/structured-data.ts", `import { contentSecurityPolicy } from "../../gatsby/headers/csp.ts"`),
    forbidden("browser-no-node", "src/views/HomeView/HomeView.tsx", `import { createSiteServer } from "../../../server/server.ts"`),
    forbidden("browser-no-node", "gatsby-ssr.tsx", `import { startBuiltSite } from "./scripts/local-server.ts"`),
    forbidden("browser-no-node", "gatsby-browser.tsx", `import path from "node:path"`),
    forbidden("browser-no-node", "src/root-wrapper.tsx", `import { createHash } from "crypto"`),
    forbidden("browser-no-node", "src/seo/structured-data.ts", `import { contentKinds } from "../../content-model/schemas.ts"`),
    allowed("src/seo/structured-data.ts", `import type { ContentKind } from "../../content-model/schemas.ts"`),
    allowed("gatsby-ssr.tsx", `import { siteSettings } from "./src/config/runtime-settings.ts"`),
  ],
  "browser code reads content/ only through GraphQL": [
    forbidden("content-through-graphql", "src/views/HomeView/HomeView.tsx", `import home from "../../../content/home/index.yaml"`),
    forbidden("content-through-graphql", "src/pages/index.tsx", `import { readFileSync } from "node:fs"`),
    forbidden("content-through-graphql", "gatsby-ssr.tsx", `import { readFile } from "fs/promises"`),
    forbidden("content-through-graphql", "src/components/Layout/layout-data.ts", `const fs = require("fs")`),
    allowed("src/pages/index.tsx", `import { graphql } from "gatsby"`),
  ],
  "the CMS (admin/) and the site never import each other": [
    forbidden("admin-separate", "admin/cms.ts", `import { siteSettings } from "../src/config/runtime-settings.ts"`),
    forbidden("admin-separate", "admin/cms.ts", `import { contentKinds } from "../content-model/schemas.ts"`),
    forbidden("admin-separate", "admin/cms.ts", `import { wrapRootElement } from "../gatsby-browser.tsx"`),
    forbidden("admin-separate", "admin/cms.ts", `import path from "node:path"`),
    forbidden("admin-separate", "src/pages/index.tsx", `import "../../admin/cms.ts"`),
    forbidden("admin-separate", "gatsby/dev-server.ts", `import "../admin/cms.ts"`),
    forbidden("admin-separate", "gatsby-browser.tsx", `const cms = await import("./admin/cms.ts")`),
    allowed("admin/cms.ts", `import CMS from "decap-cms-app"`),
  ],
}

const all = Object.values(cases).flat()
let results = new Map<Case, LintMessage[]>()

beforeAll(() => {
  {
    const input = JSON.stringify(all.map(({ file, code }) => ({ filePath: file, code: `${code}\n` })))
    const run = spawnSync(
      process.execPath,
      ["--disable-warning=MODULE_TYPELESS_PACKAGE_JSON", path.join(root, "__tests__/support/lint-text.ts")],
      { cwd: root, input, encoding: "utf8", timeout: 90_000 },
    )
    if (run.status !== 0) throw new Error(`ESLint did not run: ${run.stderr || run.error?.message}`)
    const messages = JSON.parse(run.stdout) as LintMessage[][]
    results = new Map(all.map((c, i) => [c, messages[i] ?? []]))
  }
}, 120_000)

describe.each(Object.entries(cases))("%s", (_name, list) => {
  test.each(list.map((c) => [`${c.boundary ? "forbidden" : "allowed"}: ${c.file} ← ${c.code}`, c] as const))("%s", (_title, c) => {
    const messages = results.get(c)
    expect(messages).toBeDefined()
    // Linted for real: no parse error, not ignored.
    expect(messages!.filter((m) => m.fatal || m.ruleId === null)).toEqual([])
    const violations = messages!.filter((m) => m.ruleId === RULE).map((m) => m.message)
    if (c.boundary) {
      expect(violations).toHaveLength(1)
      expect(violations[0]).toMatch(new RegExp(`^\\[${c.boundary}\\] `))
    } else {
      expect(violations).toEqual([])
    }
  })
})

test("every relative import above names a real file", () => {
  for (const { file, code } of all) {
    const source = /(?:from|import\(|require\()\s*"(\.[^"]+)"/.exec(code)?.[1]
    if (!source) continue
    const target = path.resolve(root, path.dirname(file), source)
    const candidates = [target, `${target}/index.ts`]
    expect([target, candidates.some((p) => existsSync(p))]).toEqual([target, true])
  }
})
