/** @jest-environment node */
/**
 * The build reports the content check as `npm run check:content` does, and
 * stops on its errors before Gatsby writes anything: only a real
 * `gatsby build` (on a copy of the project) shows that nothing is written.
 */
import { existsSync } from "node:fs"
import path from "node:path"

import { formatReport } from "../../content-model/check.ts"
import { onPreInit } from "../../gatsby-node"
import { projectCopy, runInCopy } from "../support/project-copy"
import { check, copyContent, editText, projectWithContent } from "./content-copy"

test("gatsby build stops on a broken file before writing anything, with the check's report", () => {
  const dir = projectCopy("gatsby-guard-")
  const line = editText(path.join(dir, "content"), "company/index.yaml", /^email: .*$/m, 'email: "info@firma"')
  const result = runInCopy(dir, ["node_modules/gatsby/cli.js", "build"], { CONTEXT: "deploy-preview" }, 100_000)
  expect(result.status).toBe(1)
  expect(result.stderr).toContain("Inhaltsprüfung fehlgeschlagen – der Build wird abgebrochen.")
  expect(result.stderr).toContain(`content/company/index.yaml, Zeile ${line}, Feld "email": "info@firma" ist keine E-Mail-Adresse`)
  expect(existsSync(path.join(dir, "public"))).toBe(false)
}, 100_000)

// Its errors: a panic, which stops the build (the test above).
test("onPreInit reports the check's findings about sample data as a warning", () => {
  const reporter = { panic: jest.fn(), warn: jest.fn(), info: jest.fn() }
  const run = (root: string) =>
    (onPreInit as (args: unknown) => void)({ reporter, store: { getState: () => ({ program: { directory: root } }) } })
  const clean = copyContent()
  jest.replaceProperty(process, "env", { ...process.env, SITE_ENV: "", CONTEXT: "deploy-preview" })
  run(projectWithContent(clean))
  jest.restoreAllMocks()
  const preview = check(clean, "preview")
  expect(reporter[preview.warnings.length ? "warn" : "info"]).toHaveBeenCalledWith(formatReport(preview))
})
