/** @jest-environment node */
/**
 * The content check on broken content: each case of broken-content.ts (a real
 * file with a small patch) is applied to a copy of content/ and fed through the
 * check. Every case asserts the whole list of problems: file, line, field and
 * the German message — so a case with one mistake reports exactly that one.
 */
import { checkContent, formatProblem, type ContentProblem } from "../../content-model/check.ts"
import { projectRoot } from "../support/content"
import { brokenCases, expectedProblems, type BrokenCase } from "./broken-content"
import { copyContent } from "./content-copy"

function problemsOf(...cases: BrokenCase[]): ContentProblem[] {
  return checkContent({ root: projectRoot, contentDir: copyContent(...cases), environment: "development" }).errors
}

describe("broken content", () => {
  test.each(Object.entries(brokenCases))("%s", (_, brokenCase) => {
    const problems = problemsOf(brokenCase)
    const expected = expectedProblems(brokenCase)
    expect(problems.map(({ file, line, field }) => ({ file, line, field }))).toEqual(
      expected.map(({ file, line, field }) => ({ file, line, field })),
    )
    problems.forEach((problem, i) => expect(problem.message).toMatch(expected[i]!.message))
  })

  test("the printed line names file, line and field before the message", () => {
    const [problem] = problemsOf(brokenCases["invalid-email"]!)
    const [expected] = expectedProblems(brokenCases["invalid-email"]!)
    expect(formatProblem(problem!)).toBe(
      `content/company/index.yaml, Zeile ${expected!.line}, Feld "email": "info@firma" ist keine gültige E-Mail-Adresse. Schreiben Sie die Adresse vollständig, z. B. "info@firma.de".`,
    )
  })

  test("mistakes in several files are all reported in one run", () => {
    const cases = [brokenCases["several-mistakes"]!, brokenCases["invalid-email"]!, brokenCases["unknown-route"]!]
    const problems = problemsOf(...cases)
    const expected = cases.flatMap(expectedProblems)
    expect(new Set(problems.map((p) => p.file))).toEqual(
      new Set(["content/contact/index.yaml", "content/company/index.yaml", "content/layout/index.yaml"]),
    )
    expect(problems).toHaveLength(expected.length)
  })
})
