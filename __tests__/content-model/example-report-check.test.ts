/** @jest-environment node */
/**
 * The content check refuses raw data that cannot make the example report, in German, with file, line, field and what
 * the study design expects: each case edits a copy of content/example-report/index.yaml.
 */
import { readFileSync } from "node:fs"
import path from "node:path"

import { load } from "js-yaml"

import { check, copyContent, editText } from "./content-copy"

const FILE = "example-report/index.yaml"

type Report = {
  precision: { days: number; replicates: number; levels: { results: number[][] }[] }
  linearity: { levels: number; replicates: number }
}

/** The line (from 1) of the first match in the copy, after the first match of `after` if given. */
function lineOf(dir: string, pattern: RegExp, after = /^/): number {
  const text = readFileSync(path.join(dir, FILE), "utf8")
  const start = after.exec(text)?.index ?? 0
  const match = pattern.exec(text.slice(start))
  if (!match) throw new Error(`${FILE}: nothing matches ${pattern}`)
  return text.slice(0, start + match.index).split("\n").length
}

/** The design as the file states it, so an editor's change of design does not break these tests. */
function design(dir: string) {
  return load(readFileSync(path.join(dir, FILE), "utf8")) as Report
}

/** A day of the second level as written: "- [95.2, 95.4, …]". */
const DAY = /^( +)- \[([\d.]+(?:, [\d.]+)*)\]$/m

function problemsOf(dir: string) {
  return check(dir).errors.map(({ file, line, field, message }) => ({ file, line, field, message }))
}

test("the example report as committed passes the check", () => {
  expect(check(copyContent()).errors.filter((problem) => problem.file === `content/${FILE}`)).toEqual([])
})

test("a day with a missing replicate: the day, and how many the design expects", () => {
  const dir = copyContent()
  const { replicates } = design(dir).precision
  const firstDay = DAY.exec(readFileSync(path.join(dir, FILE), "utf8"))!
  const line = editText(dir, FILE, DAY, `$1- [${firstDay[2]!.split(", ").slice(1).join(", ")}]`)
  expect(problemsOf(dir)).toEqual([
    {
      file: `content/${FILE}`,
      line,
      field: "precision.levels[1].results[1]",
      message: `Tag 1 hat ${replicates - 1} Wiederholungen; der Versuchsplan verlangt ${replicates} (replicates), an jedem Tag gleich viele.`,
    },
  ])
})

test("fewer days than the design: the level's results, with the design's days and replicates", () => {
  const dir = copyContent()
  const { days, replicates } = design(dir).precision
  editText(dir, FILE, new RegExp(`${DAY.source}\\n`, "m"), "")
  expect(problemsOf(dir)).toEqual([
    {
      file: `content/${FILE}`,
      line: lineOf(dir, /^ +results:$/m),
      field: "precision.levels[1].results",
      message: `Hier stehen ${days - 1} Tage; der Versuchsplan verlangt ${days} Tage (days) mit je ${replicates} Wiederholungen.`,
    },
  ])
})

test("fewer linearity levels than the design", () => {
  const dir = copyContent()
  const { levels } = design(dir).linearity
  editText(dir, FILE, /^( +)- nominal: .*\n +results: .*\n/m, "")
  expect(problemsOf(dir)).toEqual([
    {
      file: `content/${FILE}`,
      line: lineOf(dir, /^ +samples:$/m),
      field: "linearity.samples",
      message: `Hier stehen ${levels - 1} Konzentrationen; der Versuchsplan verlangt ${levels} (levels).`,
    },
  ])
})

test("a linearity level without replicates", () => {
  const dir = copyContent()
  const line = editText(dir, FILE, /^( +)results: \[[^\]]*\]$/m, "$1results: []")
  expect(problemsOf(dir)).toEqual([
    {
      file: `content/${FILE}`,
      line,
      field: "linearity.samples[1].results",
      message: "Hier fehlen die Messwerte: so viele, wie der Versuchsplan Wiederholungen vorsieht (replicates).",
    },
  ])
})

test.each([
  ["a decimal comma", "97,7"],
  ["a word", "n. b."],
])("a non-numeric value (%s) is refused where it stands", (_, written) => {
  const dir = copyContent()
  const day = DAY.exec(readFileSync(path.join(dir, FILE), "utf8"))!
  const values = day[2]!.split(", ")
  const line = editText(dir, FILE, DAY, `$1- [${[`"${written}"`, ...values.slice(1)].join(", ")}]`)
  expect(problemsOf(dir)).toEqual([
    {
      file: `content/${FILE}`,
      line,
      field: "precision.levels[1].results[1][1]",
      message: `Erwartet wird eine Zahl ohne Anführungszeichen, gefunden wurde "${written}".`,
    },
  ])
})

test.each([
  ["limit", "eine Zahl ohne Anführungszeichen"],
  ["source", "ein Text in Anführungszeichen"],
])("a criterion without its %s", (key, expected) => {
  const dir = copyContent()
  const entry = lineOf(dir, /^ +- result: /m)
  editText(dir, FILE, new RegExp(`^ +${key}: .*\\n`, "m"), "")
  expect(problemsOf(dir)).toEqual([
    {
      file: `content/${FILE}`,
      line: entry,
      field: `criteria.items[1].${key}`,
      message: `Das Pflichtfeld fehlt. Ergänzen Sie "${key}:" – erwartet wird ${expected}.`,
    },
  ])
})

test("a result without a criterion, and one named twice", () => {
  const dir = copyContent()
  editText(dir, FILE, /^( +)- result: "cvR"$/m, '$1- result: "cvWL"')
  expect(problemsOf(dir)).toEqual([
    {
      file: `content/${FILE}`,
      line: lineOf(dir, /^ +items:$/m, /^criteria:$/m),
      field: "criteria.items",
      message: 'Für das Ergebnis "cvR" fehlt ein Akzeptanzkriterium (result: cvR).',
    },
    {
      file: `content/${FILE}`,
      line: lineOf(dir, /^ +- result: "cvWL"$/m, /^ +label: .*\n(?:.*\n)*? +- result: /m),
      field: "criteria.items[2].result",
      message: 'Für "cvWL" steht schon ein Kriterium davor; jedes Ergebnis hat genau eines.',
    },
  ])
})
