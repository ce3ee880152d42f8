/** @jest-environment node */
/**
 * The build's content check (gatsby/content-nodes.ts: reportCheck, once the content is in, before public/ is written):
 * errors stop the build with the check's report, as `npm run check:content` prints it; sample data warn, and stop a
 * production build.
 */
import { formatReport } from "../../content-model/check.ts"
import { reportCheck } from "../../gatsby/content-nodes.ts"
import { check, copyContent, editText } from "./content-copy"

const reported = (result: ReturnType<typeof check>) => {
  const reporter = { panic: jest.fn(), warn: jest.fn(), info: jest.fn() }
  reportCheck(result, reporter as never)
  return reporter
}

test("a broken file stops the build with the check's report", () => {
  const dir = copyContent()
  editText(dir, "company/index.yaml", /^email: .*$/m, 'email: "info@firma"')
  const result = check(dir, "preview")
  expect(result.errors).toHaveLength(1)
  expect(reported(result).panic).toHaveBeenCalledWith(expect.stringContaining(formatReport(result)))
})

test("sample data: a warning in a preview, the end of a production build", () => {
  const dir = copyContent()
  const preview = check(dir, "preview")
  expect(preview.sampleData.length).toBeGreaterThan(0)
  expect(reported(preview).warn).toHaveBeenCalledWith(formatReport(preview))
  const production = check(dir, "production")
  expect(reported(production).panic).toHaveBeenCalledWith(expect.stringContaining(formatReport(production)))
})
