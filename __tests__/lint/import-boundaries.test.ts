/**
 * @jest-environment node
 *
 * The import boundaries of eslint.config.mjs and its "no copy in TSX" rule can fail: for each policy one deliberate
 * violation fails with a message naming that policy. That they pass what is allowed is `npm run lint` on the tree
 * itself (a view importing a component, browser code importing content-model/notation.ts, the CMS preview importing
 * the views, a dash between two JSX expressions). Texts are linted as files at real paths of the tree and import real
 * files: an import that resolves nowhere belongs to no element, so no policy would name it.
 */
import { spawnSync } from "node:child_process"
import path from "node:path"

const root = path.resolve(__dirname, "../..")

/** [policy the message names, file the text is linted as, the text]. */
const cases: Array<[string, string, string]> = [
  ["layers", "src/components/Layout/Layout.tsx", `import { HomeView } from "../../views/HomeView/HomeView.tsx"`],
  ["consent-public-module", "src/views/HomeView/HomeView.tsx", `import { ConsentProvider } from "../../consent/ConsentProvider.tsx"`],
  ["consent-independent", "src/consent/ConsentProvider.tsx", `import { SiteHeader } from "../components/SiteHeader/SiteHeader.tsx"`],
  ["node-no-browser", "server/server.ts", `import { build } from "../src/site-environment.ts"`],
  ["browser-no-node", "src/pages/index.tsx", `import { readFileSync } from "node:fs"`],
  ["model-independent", "content-model/check.ts", `import { reportCheck } from "../gatsby/content-nodes.ts"`],
  ["content-through-graphql", "src/pages/index.tsx", `import home from "../../content/home/index.yaml"`],
  ["admin-separate", "src/admin/preview.tsx", `import { checkContent } from "../../content-model/check.ts"`],
  // Visible text comes from content/*.yaml: text and text attributes written in TSX are refused.
  ["no-copy", "src/views/HomeView/HomeView.tsx", `export const A = () => <p>Willkommen</p>`],
  ["no-copy", "gatsby-ssr.tsx", `export const A = ({ src }: { src: string }) => <img src={src} alt="Logo" />`],
]

let results: { ruleId: string | null; message: string; fatal: boolean }[][] = []

beforeAll(() => {
  const input = JSON.stringify(cases.map(([, filePath, code]) => ({ filePath, code: `${code}\n` })))
  const run = spawnSync(
    process.execPath,
    ["--disable-warning=MODULE_TYPELESS_PACKAGE_JSON", path.join(root, "__tests__/support/lint-text.ts")],
    { cwd: root, input, encoding: "utf8", timeout: 90_000 },
  )
  if (run.status !== 0) throw new Error(`ESLint did not run: ${run.stderr || run.error?.message}`)
  results = JSON.parse(run.stdout)
}, 120_000)

test.each(cases.map((c, index) => [`${c[0]}: ${c[1]} ← ${c[2]}`, c[0], index] as const))("%s", (_title, policy, index) => {
  // The one message of the boundaries or no-copy rule; a parse error would show here too, an ignored file give none.
  const rules = ["boundaries/dependencies", "no-restricted-syntax"]
  const messages = (results[index] ?? []).filter((m) => m.fatal || rules.includes(m.ruleId ?? "")).map((m) => m.message)
  expect(messages).toEqual([expect.stringMatching(new RegExp(`^\\[${policy}\\] `))])
})
