/** @jest-environment node */
/**
 * The real `gatsby build` on a copy of the project (node_modules linked):
 * with content problems it stops within seconds, before Gatsby creates .cache
 * or public/, and prints the same German report as `npm run check:content`.
 * (A passing production build is proven by the check on replaced content in
 * check.test.ts; a whole build here would cost minutes.)
 */
import { existsSync } from "node:fs"
import path from "node:path"

import { onPreInit } from "../../gatsby/content-check"
import { projectRoot } from "../support/content"
import { projectCopy as projectCopyIn, runInCopy } from "../support/project-copy"
import { applyCase, brokenCases, expectedProblems, realLine } from "./broken-content"
import { copyContent, projectWithContent, removeMarkers, SAMPLE_FIELDS } from "./content-copy"

const projectCopy = () => projectCopyIn("gatsby-guard-")
const gatsbyBuild = (dir: string, env: Record<string, string>) => runInCopy(dir, ["node_modules/gatsby/cli.js", "build"], env)

describe("gatsby build stops before writing anything", () => {
  test("in the production context while placeholders remain, listing each", () => {
    const dir = projectCopy()
    const result = gatsbyBuild(dir, { CONTEXT: "production" })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain("Inhaltsprüfung fehlgeschlagen – der Build wird abgebrochen.")
    expect(result.stderr).toMatch(/✖ \d+ Platzhalter oder unmögliche Angaben: Die Live-Website \(production\) wird nicht gebaut/)
    const line = realLine("company/index.yaml", ["registerNumber"])
    expect(result.stderr).toMatch(
      new RegExp(`content/company/index\\.yaml, Zeile ${line}, Feld "registerNumber": ".+" ist noch ein Platzhalter\\.`),
    )
    expect(existsSync(path.join(dir, "public"))).toBe(false)
  }, 100_000)

  test("in the production context when the placeholders lists are deleted and only the markers replaced, naming each sample field", () => {
    const dir = projectCopy()
    removeMarkers(path.join(dir, "content"))
    const result = gatsbyBuild(dir, { CONTEXT: "production" })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(
      `✖ ${SAMPLE_FIELDS.length} Platzhalter oder unmögliche Angaben: Die Live-Website (production) wird nicht gebaut`,
    )
    for (const field of SAMPLE_FIELDS)
      expect(result.stderr).toMatch(
        new RegExp(
          `content/company/index\\.yaml, Zeile \\d+, Feld "${field.replace(/[.[\]]/g, "\\$&")}": ".+" ist der Beispielwert aus der Vorlage`,
        ),
      )
    expect(existsSync(path.join(dir, "public"))).toBe(false)
  }, 100_000)

  test("in any context on a broken file, with file, line and field", () => {
    const dir = projectCopy()
    const brokenCase = brokenCases["invalid-email"]!
    applyCase(path.join(dir, "content"), brokenCase)
    const [expected] = expectedProblems(brokenCase)
    const result = gatsbyBuild(dir, { CONTEXT: "deploy-preview" })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(
      `content/company/index.yaml, Zeile ${expected!.line}, Feld "email": "info@firma" ist keine gültige E-Mail-Adresse.`,
    )
    expect(existsSync(path.join(dir, "public"))).toBe(false)
  }, 100_000)
})

describe("onPreInit (gatsby-node) runs the same check", () => {
  function runOnPreInit(root: string, env: Record<string, string | undefined>) {
    const reporter = { panic: jest.fn(), warn: jest.fn(), info: jest.fn() }
    const saved = { SITE_ENV: process.env.SITE_ENV, CONTEXT: process.env.CONTEXT }
    Object.assign(process.env, { SITE_ENV: "", CONTEXT: "" }, env)
    try {
      ;(onPreInit as (args: unknown) => void)({ reporter, store: { getState: () => ({ program: { directory: root } }) } })
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key]
        else process.env[key] = value
      }
    }
    return reporter
  }

  test("a preview warns with every placeholder; production panics with them", () => {
    const preview = runOnPreInit(projectRoot, { CONTEXT: "deploy-preview" })
    expect(preview.panic).not.toHaveBeenCalled()
    expect(preview.warn).toHaveBeenCalledWith(expect.stringMatching(/^⚠ WARNUNG: \d+ Platzhalter .* für die Vorschau \(preview\)/))
    const production = runOnPreInit(projectRoot, { SITE_ENV: "production" })
    expect(production.panic).toHaveBeenCalledWith(expect.stringContaining('Feld "vatId": "DE000000000" ist noch ein Platzhalter.'))
  })

  test("a broken file panics with file, line, field and message", () => {
    const brokenCase = brokenCases["unknown-route"]!
    const [expected] = expectedProblems(brokenCase)
    const root = projectWithContent(copyContent(brokenCase))
    const reporter = runOnPreInit(root, {})
    expect(reporter.panic).toHaveBeenCalledWith(
      expect.stringContaining(
        `content/layout/index.yaml, Zeile ${expected!.line}, Feld "footer.links[1].href": Die Seite "/impresum/" gibt es auf dieser Website nicht.`,
      ),
    )
  })
})
