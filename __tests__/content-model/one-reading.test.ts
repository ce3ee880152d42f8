/** @jest-environment node */
/**
 * One reading of every YAML value: the check reads YAML 1.2 (the `yaml` package), the pages read js-yaml
 * (gatsby-transformer-yaml). Both get the same generated documents: whatever the check lets through means the same
 * to both, and a content file that passes the check gives the pages what the check checked.
 * FUZZ_RUNS and FUZZ_SEED set the runs, as for check-fuzz.test.ts.
 */
import fc from "fast-check"
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"

import { asYaml12, pageReader, readYaml } from "../../content-model/check.ts"
import { queried } from "../../content-model/graphql-types.ts"
import { contentKindsOf } from "../../content-model/routes.ts"
import { projectRoot } from "../support/content"
import { check, copyContent } from "./content-copy"

const readPages = pageReader(projectRoot)
const runs = Number(process.env.FUZZ_RUNS) || 500
const seed = Number(process.env.FUZZ_SEED) || undefined

/** Values written without quotes where the two readers have been known to part: YAML 1.1's types, js-yaml's extras. */
const PLAIN = [
  ...["2026-11-23", "2026-02-30", "0050-01-01", "2026-11-23T10:00:00Z", "2026-11-23 10:00:00", "2001-12-14t21:59:43.10-05:00"],
  ...["yes", "No", "on", "OFF", "y", "~", "null", "Null", "true", "False", "tRue"],
  ...["012", "0012", "08", "0o17", "0x1F", "0b101", "+0x1", "+12", "-0", "+.5", ".5", "5.", "1_000", "1e3", "1E-2"],
  ...[".inf", "-.Inf", ".NaN", "10:30", "09:00", "1:20:30", "=", "<<", "2026", "1,4", "- x", "a: b", "#x"],
]
/** The rest of YAML's ways to write a value, which the check refuses or both read alike. */
const WRITTEN = [
  ...[
    '"2026-11-23"',
    "'yes'",
    '"a \\u00e4 \\t b"',
    "'it''s'",
    '"x\\\n  y"',
    '""',
    "''",
    "!!str 12",
    "!!binary aGk=",
    "!!timestamp 2026-11-23",
  ],
  ...["&a x", "*a", "[a, 2026-11-23, 0b1]", "{a: 1, b: yes}", "[]", "{}", "x # note", "|\n  lines\n  here\n", ">-\n  folded\n  text\n"],
]

const key = fc.constantFrom("heading", "note", "a", "b", "<<", "1", "true", "~", "2026-11-23", '"x"', "'y'")
const scalar = fc.oneof(
  fc.constantFrom(...PLAIN, ...WRITTEN),
  fc.stringMatching(/^[a-z0-9:.+\- _]{1,12}$/),
  fc.string({ maxLength: 8 }).map((text) => JSON.stringify(text)),
)

/** A YAML document of mappings, sequences and scalars, indented by two spaces a level. */
const documentText = fc
  .letrec<{ node: string }>((tie) => ({
    node: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      scalar.map((value) => ` ${value}`),
      fc
        .array(fc.tuple(key, tie("node")), { minLength: 1, maxLength: 4 })
        .map((pairs) => `\n${pairs.map(([name, value]) => `${name}:${value}`.replace(/\n/g, "\n  ")).join("\n")}`),
      fc
        .array(tie("node"), { minLength: 1, maxLength: 3 })
        .map((items) => `\n${items.map((item) => `-${item.replace(/\n/g, "\n  ")}`).join("\n")}`),
    ),
  }))
  .node.map((node) => `${node.replace(/^\n/, "")}\n`)

test("whatever the check's reading lets through, js-yaml reads as YAML 1.2 does: an unquoted day as its text", () => {
  const seen = { agreed: 0, refused: 0 }
  const property = fc.property(documentText, (source) => {
    const { doc, syntaxProblems } = readYaml(source, readPages)
    if (syntaxProblems.length || doc.contents === null) return void seen.refused++
    seen.agreed++
    expect(asYaml12(readPages(source))).toEqual(doc.toJS())
  })
  fc.assert(property, { numRuns: runs, seed })
  // Neither side of the property is empty.
  expect(seen.agreed).toBeGreaterThan(runs / 10)
  expect(seen.refused).toBeGreaterThan(runs / 10)
})

const kinds = contentKindsOf()
const dir = copyContent()
/** Every line of a content file that holds a value after its key. */
const valueLines = (text: string) => text.split("\n").flatMap((line, index) => (/^ *(?:- )?\w+: \S/.test(line) ? [index] : []))

test("a content file that passes the check gives the pages, read by js-yaml, what the check checked", () => {
  const files = kinds.map((kind) => kind.file)
  const originals = new Map(files.map((file) => [file, readFileSync(path.join(dir, file), "utf8")]))
  const edit = fc.tuple(fc.constantFrom(...files), fc.nat(), fc.constantFrom(...PLAIN, ...WRITTEN.slice(0, 6)))
  let passed = 0
  const property = fc.property(edit, ([file, at, value]) => {
    const lines = originals.get(file)!.split("\n")
    const line = valueLines(originals.get(file)!)[at % valueLines(originals.get(file)!).length]!
    lines[line] = lines[line]!.replace(/: .*$/, `: ${value}`)
    writeFileSync(path.join(dir, file), lines.join("\n"))
    try {
      const checked = check(dir)
      if (checked.errors.length) return
      passed++
      const kind = kinds.find((known) => known.file === file)!
      const asPagesGetIt = (data: unknown) => queried(kind.pageSchema, data, (text) => text)
      expect(asPagesGetIt(asYaml12(readPages(lines.join("\n"))))).toEqual(asPagesGetIt(checked.data.get(file)))
    } finally {
      writeFileSync(path.join(dir, file), originals.get(file)!)
    }
  })
  fc.assert(property, { numRuns: Math.ceil(runs / 5), seed })
  expect(passed).toBeGreaterThan(0)
}, 120_000)
