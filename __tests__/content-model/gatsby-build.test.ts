/** @jest-environment node */
/**
 * The build's content check (onPreInit, the first Node API Gatsby runs, before it writes public/ or its caches): errors
 * stop the build with the check's report, as `npm run check:content` prints it; sample data warn, and stop a
 * production build (then `SITE_ENV=production npm start` serves nothing: server/start.ts ends with 1 on any error
 * before it serves, __tests__/server/start.test.ts).
 */
import { formatReport } from "../../content-model/check.ts"
import type { SiteEnvironment } from "../../content-model/site-environment.ts"
import { check, copyContent, editText, projectWithContent } from "./content-copy"

/** What a fresh gatsby-node's onPreInit (it checks once per process) tells Gatsby's reporter about `contentDir`. */
async function preInit(contentDir: string, environment: SiteEnvironment) {
  const reporter = { panic: jest.fn(), warn: jest.fn(), info: jest.fn() }
  const root = projectWithContent(contentDir)
  jest.replaceProperty(process, "env", { ...process.env, SITE_ENV: environment, CONTEXT: "" })
  await jest.isolateModulesAsync(async () => {
    const { onPreInit } = await import("../../gatsby-node")
    ;(onPreInit as (args: unknown) => void)({ reporter, store: { getState: () => ({ program: { directory: root } }) } })
  })
  jest.restoreAllMocks()
  return reporter
}

test("a broken file stops the build with the check's report", async () => {
  const dir = copyContent()
  editText(dir, "company/index.yaml", /^email: .*$/m, 'email: "info@firma"')
  const expected = check(dir, "preview")
  expect(expected.errors).toHaveLength(1)
  const reporter = await preInit(dir, "preview")
  expect(reporter.panic).toHaveBeenCalledWith(expect.stringContaining(formatReport(expected)))
})

test("sample data: a warning in a preview, the end of a production build", async () => {
  const [preview, production] = [copyContent(), copyContent()]
  const previewReport = check(preview, "preview")
  expect(previewReport.sampleData.length).toBeGreaterThan(0)
  expect((await preInit(preview, "preview")).warn).toHaveBeenCalledWith(formatReport(previewReport))
  const live = await preInit(production, "production")
  expect(live.panic).toHaveBeenCalledWith(expect.stringContaining(formatReport(check(production, "production"))))
})
