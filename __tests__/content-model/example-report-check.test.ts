/** @jest-environment node */
/**
 * The content check refuses raw data that cannot make the example report, in German, with file, line, field and what
 * the study design expects: each case edits a copy of content/example-report/index.yaml.
 */
import { readFileSync } from "node:fs"
import path from "node:path"

import { loadContent, projectRoot } from "../support/content-files"
import { check, copyContent, editText } from "./content-copy"

const FILE = "example-report/index.yaml"
const text = readFileSync(path.join(projectRoot, "content", FILE), "utf8")
/** The design as the file states it, so an editor's change of design does not break these tests. */
const { precision, linearity } = loadContent().exampleReportYaml

/** The line (from 1) of the first match in the committed file. */
const lineOf = (pattern: RegExp) => text.slice(0, pattern.exec(text)!.index).split("\n").length

/** The first day of the first level as written: "- [96.3, 96.9, …]". */
const DAY = /^( +)- \[([\d.]+(?:, [\d.]+)*)\]$/m
const firstDay = DAY.exec(text)![2]!.split(", ")

type Problem = { line: number; field: string; message: string }

/** The problems the check finds in a copy with the first match of `from` replaced by `to`. */
function problemsAfter(from: RegExp, to: string) {
  const dir = copyContent()
  editText(dir, FILE, from, to)
  return check(dir).errors.map(({ file, line, field, message }) => {
    expect(file).toBe(`content/${FILE}`)
    return { line, field, message }
  })
}

// Each refusal is the only problem in the copy: the committed file passes the check.
test.each<{ refused: string; from: RegExp; to: string } & Problem>([
  {
    refused: "a day with a missing replicate: the day, and how many the design expects",
    from: DAY,
    to: `$1- [${firstDay.slice(1).join(", ")}]`,
    line: lineOf(DAY),
    field: "precision.levels[1].results[1]",
    message: `Tag 1 hat ${precision.replicates - 1} Wiederholungen; der Versuchsplan verlangt ${precision.replicates} (replicates), an jedem Tag gleich viele.`,
  },
  {
    refused: "fewer days than the design: the level's results, with the design's days and replicates",
    from: new RegExp(`${DAY.source}\\n`, "m"),
    to: "",
    line: lineOf(/^ +results:$/m),
    field: "precision.levels[1].results",
    message: `Hier stehen ${precision.days - 1} Tage; der Versuchsplan verlangt ${precision.days} Tage (days) mit je ${precision.replicates} Wiederholungen.`,
  },
  {
    refused: "fewer linearity levels than the design",
    from: /^( +)- nominal: .*\n +results: .*\n/m,
    to: "",
    line: lineOf(/^ +samples:$/m),
    field: "linearity.samples",
    message: `Hier stehen ${linearity.levels - 1} Konzentrationen; der Versuchsplan verlangt ${linearity.levels} (levels).`,
  },
  {
    refused: "a linearity level without replicates",
    from: /^( +)results: \[[^\]]*\]$/m,
    to: "$1results: []",
    line: lineOf(/^ +results: \[[^\]]*\]$/m),
    field: "linearity.samples[1].results",
    message: "Hier fehlen die Messwerte: so viele, wie der Versuchsplan Wiederholungen vorsieht (replicates).",
  },
])("refused: $refused", ({ from, to, line, field, message }) => {
  expect(problemsAfter(from, to)).toEqual([{ line, field, message }])
})

test("refused: a result without a criterion, and one named twice", () => {
  const [items, second] = [lineOf(/(?<=^criteria:\n(?:.*\n)*)^ +items:$/m), lineOf(/^ +- result: "cvWL"$/m)]
  expect(problemsAfter(/^( +)- result: "cvR"$/m, '$1- result: "cvWL"')).toEqual([
    { line: items, field: "criteria.items", message: expect.stringMatching(/^Für das Ergebnis "cvR" fehlt ein Akzeptanzkriterium/) },
    { line: second, field: "criteria.items[2].result", message: expect.stringMatching(/^Für "cvWL" steht schon ein Kriterium davor/) },
  ])
})
