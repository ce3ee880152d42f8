/** @jest-environment node */
/**
 * Whatever an editor writes, the content check answers: the real files, changed as YAML structure and
 * as text, give problems in German that name their file, within a second, and never an exception.
 * `npm run check:content:fuzz` is the long run (docs/benchmarks.md); FUZZ_RUNS and FUZZ_SEED set it.
 */
import fc from "fast-check"
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { dump, load } from "js-yaml"

import { contentFiles } from "../support/content"
import { check, copyContent } from "./content-copy"

const dir = copyContent()
const files = contentFiles(dir)
const originals = new Map(files.map((file) => [file, readFileSync(path.join(dir, file), "utf8")]))

/** YAML syntax editors may type by mistake, or on purpose. */
const FRAGMENTS = ["&a ", "*a", "!!str ", "!!timestamp ", "? ", "- ", "\t", ": ", '"', "'", "{", "[", "]", "#", "|\n", "---\n", "\n  "]
const HUGE = ["[".repeat(2000), "- ".repeat(50), "x".repeat(4000), "a: &a [x, x]\nb: &b [*a, *a]\nc: [*b, *b]\n", "seo: x\n"]
const text = fc.oneof(fc.constantFrom(...FRAGMENTS, ...HUGE), fc.string({ unit: "binary", maxLength: 6 }))
const value = fc.oneof(fc.constantFrom("", " ", null, [], {}, 0, true, "x".repeat(4000)), fc.jsonValue({ maxDepth: 20 }))

/** Every path of a value: sections, lists and their entries. */
const pathsOf = (data: unknown, at: (string | number)[] = []): (string | number)[][] =>
  data !== null && typeof data === "object"
    ? [at, ...Object.entries(data).flatMap(([key, item]) => pathsOf(item, [...at, Array.isArray(data) ? Number(key) : key]))]
    : [at]

/** At a path: another value, none, or the value of another path. */
const structureEdit = fc.record({ from: fc.nat(), to: fc.nat(), edit: fc.constantFrom("set", "delete", "copy"), value })
/** At a place (or the start of its line): characters cut, a fragment put in. */
const textEdit = fc.record({ at: fc.nat(), lineStart: fc.boolean(), cut: fc.nat({ max: 8 }), text })

type Value<A> = A extends fc.Arbitrary<infer T> ? T : never

function mutated(source: string, change: Value<typeof structureEdit> | null, edits: Value<typeof textEdit>[]) {
  let yaml = source
  if (change) {
    const data = { root: load(source) }
    const paths = pathsOf(data.root).map((at) => ["root", ...at])
    const [at, other] = [paths[change.from % paths.length]!, paths[change.to % paths.length]!]
    const valueAt = (path: (string | number)[]) =>
      path.reduce((value: unknown, key) => (value as Record<string | number, unknown>)[key], data)
    const [parent, key] = [valueAt(at.slice(0, -1)) as Record<string | number, unknown>, at.at(-1)!]
    if (change.edit === "delete") delete parent[key]
    else parent[key] = structuredClone(change.edit === "copy" ? valueAt(other) : change.value)
    yaml = dump(data.root, { lineWidth: -1 })
  }
  return edits.reduce((yaml, { at, lineStart, cut, text }) => {
    const place = at % (yaml.length + 1)
    const start = lineStart ? yaml.lastIndexOf("\n", place - 1) + 1 : place
    return yaml.slice(0, start) + text + yaml.slice(start + cut)
  }, yaml)
}

/** A German sentence; none of the English of the parser or zod (outside the quoted values). */
const GERMAN = /[äöüß]|\b(?:ist|sind|steht|nicht|Sie|wird|der|die|das|ein|eine|einem|kein|keine|Zeile|Feld|Text)\b/i
const ENGLISH = /\b(?:Unresolved|Excessive|Expected|Invalid input|Received|Cannot|undefined|Implicit|Nested|Unexpected)\b/

const runs = Number(process.env.FUZZ_RUNS) || 250
const timeout = 60_000 + runs * 100

test(
  "the check answers any edit of the real files in German, with the file, within a second",
  () => {
    const edits = fc.tuple(fc.constantFrom(...files), fc.option(structureEdit), fc.array(textEdit, { maxLength: 3 }))
    const property = fc.property(edits, ([file, change, textEdits]) => {
      writeFileSync(path.join(dir, file), mutated(originals.get(file)!, change, textEdits))
      try {
        const started = process.cpuUsage()
        const { errors, sampleData, retyped } = check(dir)
        // CPU time: on a busy machine, waiting for a CPU is not the check's.
        const { user, system } = process.cpuUsage(started)
        expect((user + system) / 1000).toBeLessThan(1000)
        for (const { file: named, message } of [...errors, ...sampleData, ...retyped]) {
          expect(named).toMatch(/^content\/.+\.yaml$/)
          expect(message).toMatch(GERMAN)
          // A quoted value may hold quotes of its own (`"Fehler"" ist hier nicht erlaubt`): its closing one ends a word.
          expect(message.replace(/"(?:[^"]|"(?![\s.,;:)]|$))*"/g, "")).not.toMatch(ENGLISH)
        }
      } finally {
        writeFileSync(path.join(dir, file), originals.get(file)!)
      }
    })
    fc.assert(property, { numRuns: runs, seed: Number(process.env.FUZZ_SEED) || undefined })
  },
  timeout,
)
