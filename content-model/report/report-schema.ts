/**
 * The example report's content: the raw data of its studies, checked against their design, its criteria and copy
 * (content/example-report), and the home page's excerpt of it.
 */
import { z } from "zod"

import { heading, optional, pageHeading, pageText, patterned, shortText, text } from "../formats.ts"
import { type Finding, fields, kind, list, pageSection, pageTop, section, pageSeo, when } from "../kind.ts"
import { CRITERION_OPERATORS } from "../notation.ts"

/** Keys of the example report's results (content-model/report/report.ts computes each); the report's criteria and the hero's excerpt name them. */
export const REPORT_RESULTS = ["cvR", "cvWL", "biasPercent", "expandedUncertainty", "linearity", "limitOfQuantitation"] as const
/** The results computed per level of the precision study; the others once. */
const PER_LEVEL: readonly string[] = REPORT_RESULTS.slice(0, 4)

/**
 * The longest excerpt that keeps the report's overall verdict in a laptop's first screen (1366×768), in the shape of
 * LIMITS (content-model/schemas.ts), which names it `home.hero.example`: characters per text, a list's `entries`.
 */
export const EXCERPT_LIMITS = {
  ...{ marker: 12, title: 40, note: 100, reportLinkLabel: 40, columns: 18, verdicts: 16 },
  method: { entries: 6, label: 40, value: 80 },
  standard: { label: 16 },
  results: { entries: 6, label: 60, note: 24 },
  overall: { label: 20, pass: 40, fail: 40 },
  linearity: { label: 80 },
}
const limits = EXCERPT_LIMITS

/**
 * The hero's excerpt of the example report: which results it shows (`result`, with `level` for one per control
 * material) under the editors' short labels; values, criteria, sources and verdicts come computed from
 * content/example-report (content-model/report/report.ts), so the excerpt cannot contradict the report.
 */
export const excerptSchema = section({
  marker: shortText(limits.marker, text),
  title: shortText(limits.title, heading),
  note: shortText(limits.note, text),
  method: list(section({ label: shortText(limits.method.label, heading), value: shortText(limits.method.value, text) })).max(
    limits.method.entries,
  ),
  // The edition comes from `standards`, by name.
  standard: section({ label: shortText(limits.standard.label, text), name: text }),
  columns: section(fields(shortText(limits.columns, heading), "parameter result criterion verdict")),
  // Note hyphenated like the label: the table's cells are narrow on a phone.
  results: list(
    section({
      result: z.enum(REPORT_RESULTS),
      level: optional(z.int().min(1).max(10)),
      label: shortText(limits.results.label, heading),
      note: optional(shortText(limits.results.note, heading)),
    }),
  ).max(limits.results.entries),
  verdicts: section(fields(shortText(limits.verdicts, text), "pass fail")),
  overall: section({
    label: shortText(limits.overall.label, text),
    pass: shortText(limits.overall.pass, text),
    fail: shortText(limits.overall.fail, text),
  }),
  linearity: section({ label: shortText(limits.linearity.label, text) }),
  reportLinkLabel: shortText(limits.reportLinkLabel, text),
})

/** The excerpt's results computed per level of the precision study name their level. */
export const excerptProblems = (results: z.output<typeof excerptSchema>["results"]): Finding[] =>
  results.flatMap(({ result, level }, index) =>
    when(
      PER_LEVEL.includes(result) && level === undefined,
      ["hero", "example", "results", index, "level"],
      `"${result}" gibt es je Kontrollmaterial des Beispielberichts: Tragen Sie dessen Nummer ein (1, 2 …).`,
    ),
  )

/** Tokens the report's views fill in themselves, by section: the PDF's link names its size, its pages their numbers. */
export const REPORT_VIEW_TOKENS: Record<string, string[] | undefined> = { pdf: ["{size}", "{page}", "{pages}"] }

const REPORT_LABELS =
  "level day replicate mean dayMean target targetUncertainty nominal results deviation sR sB sWL cvR cvWL biasUnits biasPercent uRw uBias uc expanded expandedRelative slope intercept rSquared characteristic value criterion source verdict rawData figures chartText"

const measured = z.number()
/** A day's or a concentration's measured values; none at all is refused with what the design asks for. */
const replicates = z
  .array(measured)
  .min(1, { error: "Hier fehlen die Messwerte: so viele, wie der Versuchsplan Wiederholungen vorsieht (replicates)." })
const count = (max: number) => z.int().min(1).max(max)
const study = { heading: pageHeading, guideline: text, design: pageText }

export const exampleReportKind = kind(
  "example-report",
  {
    seo: pageSeo,
    notice: text,
    ...pageTop,
    header: section({ heading: pageHeading, items: list(section({ label: heading, value: text })) }),
    scope: section(pageSection),
    unit: text,
    precision: section({
      ...study,
      ...fields(count(31), "days replicates"),
      levels: list(
        section({ name: heading, target: z.number().positive(), targetUncertainty: z.number().min(0), results: list(replicates) }),
        2,
      ),
      chartLabel: text,
    }),
    linearity: section({
      ...study,
      levels: count(20),
      replicates: count(10),
      samples: list(section({ nominal: z.number().min(0), results: replicates }), 3),
      chartLabel: text,
    }),
    limitOfQuantitation: section({ ...study, ...fields(count(31), "days replicates"), results: list(replicates) }),
    criteria: section({
      heading: pageHeading,
      items: list(
        section({
          result: z.enum(REPORT_RESULTS),
          label: heading,
          appliesTo: text,
          operator: z.enum(CRITERION_OPERATORS),
          limit: z.number(),
          source: text,
        }),
      ),
    }),
    labels: section(fields(text, REPORT_LABELS)),
    verdicts: section({ pass: text, fail: text }),
    overall: section({ heading: pageHeading, pass: text, fail: text }),
    pdf: section({
      linkLabel: patterned(/\{size\}/, "enthält kein {size}, an dessen Stelle die Dateigröße des PDFs steht."),
      pageNumber: patterned(/\{page\}[\s\S]*\{pages\}/, "enthält nicht {page} und danach {pages}, die Seitenzahl und die Zahl der Seiten."),
    }),
    approval: section({
      heading: pageHeading,
      note: text,
      entries: list(section({ role: text, name: text, date: text }), 3),
    }),
  },
  ({ precision, linearity, limitOfQuantitation: loq, criteria }) => {
    const days = (results: number[][], design: { days: number; replicates: number }, path: PropertyKey[]) => [
      ...when(
        results.length < design.days,
        path,
        `Hier stehen ${results.length} Tage; der Versuchsplan verlangt ${design.days} Tage (days) mit je ${design.replicates} Wiederholungen.`,
      ),
      ...results.flatMap((day, index) =>
        when(
          day.length !== design.replicates,
          [...path, index],
          `Tag ${index + 1} hat ${day.length} Wiederholungen; der Versuchsplan verlangt ${design.replicates} (replicates), an jedem Tag gleich viele.`,
        ),
      ),
    ]
    const nominal = linearity.samples.map((sample) => sample.nominal)
    const named = new Set(criteria.items.map((item) => item.result))
    return [
      ...precision.levels.flatMap((level, index) => days(level.results, precision, ["precision", "levels", index, "results"])),
      ...days(loq.results, loq, ["limitOfQuantitation", "results"]),
      ...when(
        linearity.samples.length < linearity.levels,
        ["linearity", "samples"],
        `Hier stehen ${linearity.samples.length} Konzentrationen; der Versuchsplan verlangt ${linearity.levels} (levels).`,
      ),
      ...linearity.samples.flatMap((sample, index) => [
        ...when(
          sample.results.length !== linearity.replicates,
          ["linearity", "samples", index, "results"],
          `Diese Konzentration hat ${sample.results.length} Messwerte; der Versuchsplan verlangt ${linearity.replicates} Wiederholungen (replicates).`,
        ),
        ...when(
          index > 0 && sample.nominal <= nominal[index - 1]!,
          ["linearity", "samples", index, "nominal"],
          "Die Sollwerte müssen von Konzentration zu Konzentration steigen.",
        ),
      ]),
      ...REPORT_RESULTS.flatMap((result) =>
        when(!named.has(result), ["criteria", "items"], `Für das Ergebnis "${result}" fehlt ein Akzeptanzkriterium (result: ${result}).`),
      ),
      ...criteria.items.flatMap(({ result }, index) =>
        when(
          criteria.items.findIndex((item) => item.result === result) < index,
          ["criteria", "items", index, "result"],
          `Für "${result}" steht schon ein Kriterium davor; jedes Ergebnis hat genau eines.`,
        ),
      ),
    ]
  },
)
