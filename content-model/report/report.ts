/**
 * The example report's figures, computed from its raw data (content/example-report/index.yaml) at build time: the
 * page, the home page's excerpt and the PDF show these, never a typed figure. Values are rounded as a lab reports
 * them, German decimal comma; each verdict compares the reported value with its criterion.
 */
import type { ExampleReport, Home } from "../schemas.ts"
import type { REPORT_RESULTS } from "./report-schema.ts"
import { bias, formatDecimal, linearity, mean, meets, nordtestUncertainty, precision, reported } from "./statistics.ts"

type ResultKey = (typeof REPORT_RESULTS)[number]

/** Results in % with one decimal, as reports give CVs, bias and U_rel. */
const PERCENT_DIGITS = 1

/** The decimals the data are written with: means and SDs get one more, as labs report them. */
const decimalsOf = (values: readonly number[]) => Math.max(...values.map((value) => String(value).split(".")[1]?.length ?? 0))

export function computeReport(report: ExampleReport) {
  const percent = (value: number) => formatDecimal(value, PERCENT_DIGITS)

  const levels = report.precision.levels.map((level) => {
    const digits = decimalsOf(level.results.flat()) + 1
    const units = (value: number) => formatDecimal(value, digits)
    const found = precision(level.results)
    const offset = bias(found.mean, level.target)
    const uncertainty = nordtestUncertainty({ sWL: found.sWL, biasUnits: offset.units, uRef: level.targetUncertainty, level: found.mean })
    return {
      // The decimals the raw data are written with, so a table shows 289,0, not 289.
      digits: digits - 1,
      values: { cvR: found.cvR, cvWL: found.cvWL, biasPercent: offset.percent, expandedUncertainty: uncertainty.expandedRelative },
      dayMeans: found.dayMeans.map(units),
      // For the chart: where each day's mean lies.
      dayMeanValues: found.dayMeans,
      figures: {
        mean: units(found.mean),
        sR: units(found.sR),
        sB: units(found.sB),
        sWL: units(found.sWL),
        cvR: percent(found.cvR),
        cvWL: percent(found.cvWL),
        biasUnits: units(offset.units),
        biasPercent: percent(offset.percent),
        uRw: units(uncertainty.uRw),
        uBias: units(uncertainty.uBias),
        uc: units(uncertainty.uc),
        expanded: units(uncertainty.expanded),
        expandedRelative: percent(uncertainty.expandedRelative),
      },
    }
  })

  const samples = report.linearity.samples
  const fit = linearity(samples.map(({ nominal, results }) => ({ nominal, replicates: results })))
  const linearityDigits = decimalsOf(samples.flatMap((sample) => sample.results)) + 1
  const loqResults = report.limitOfQuantitation.results
  const loq = precision(loqResults)
  const loqUnits = (value: number) => formatDecimal(value, decimalsOf(loqResults.flat()) + 1)

  const once: Partial<Record<ResultKey, number>> = { linearity: fit.largestDeviation, limitOfQuantitation: loq.cvWL }
  const results = report.criteria.items.flatMap(({ result, operator, limit }) => {
    const perLevel = once[result] === undefined
    const values = perLevel ? levels.map((level) => level.values[result as keyof (typeof levels)[number]["values"]]) : [once[result]!]
    return values.map((value, index) => ({
      result,
      // The precision level (from 0) a per-level result belongs to.
      level: perLevel ? index : null,
      value: percent(value),
      limit: percent(limit),
      pass: meets(reported(value, PERCENT_DIGITS), operator, limit),
    }))
  })

  return {
    precision: {
      levels: levels.map(({ digits, figures, dayMeans, dayMeanValues }) => ({ digits, figures, dayMeans, dayMeanValues })),
    },
    linearity: {
      digits: linearityDigits - 1,
      deviations: fit.deviations.map(percent),
      figures: {
        slope: formatDecimal(fit.slope, 4),
        intercept: formatDecimal(fit.intercept, linearityDigits),
        rSquared: formatDecimal(fit.rSquared, 5),
        largestDeviation: percent(fit.largestDeviation),
      },
      // For the chart: the fitted line.
      line: { slope: fit.slope, intercept: fit.intercept },
      means: samples.map(({ results }) => formatDecimal(mean(results), linearityDigits)),
    },
    limitOfQuantitation: {
      digits: decimalsOf(loqResults.flat()),
      figures: {
        mean: loqUnits(loq.mean),
        sWL: loqUnits(loq.sWL),
        cvWL: percent(loq.cvWL),
        count: String(loqResults.flat().length),
      },
    },
    results,
    pass: results.every((row) => row.pass),
    // For charts: each linearity level's nominal value and mean.
    linearityMeans: samples.map(({ nominal, results }) => ({ nominal, mean: mean(results) })),
  }
}

export type ComputedReport = ReturnType<typeof computeReport>

/** The route of the full report (src/pages/beispielbericht.tsx). */
const REPORT_PATH = "/beispielbericht/"

/** The rows the home page's card shows (home: hero.example.results), with the report's overall verdict and linearity. */
export function reportExcerpt(report: ComputedReport, rows: Home["hero"]["example"]["results"]) {
  return {
    rows: rows.map(({ result, level }, index) => {
      const row = report.results.find((found) => found.result === result && (found.level === null || found.level === (level ?? 1) - 1))
      if (!row)
        throw new Error(
          `content/home/index.yaml, hero.example.results[${index + 1}]: the example report has no "${result}" for level ${level}`,
        )
      return row
    }),
    pass: report.pass,
    // Where the card links to.
    path: REPORT_PATH,
    linearity: { line: report.linearity.line, means: report.linearityMeans },
  }
}

export type ReportExcerpt = ReturnType<typeof reportExcerpt>

/** The report's PDF (gatsby/report-pdf.ts), beside its page. */
export const REPORT_PDF_PATH = `${REPORT_PATH}beispielbericht.pdf`

/** The PDF as the page links it: where, and how large (rounded up to whole KB, as a download link says it). */
export const reportPdfLink = (bytes: number) => ({ path: REPORT_PDF_PATH, size: `${Math.ceil(bytes / 1024)} KB` })

/**
 * What a page's context holds of the report: all of it and its PDF's link for its page (`pdfBytes`: the PDF's size),
 * the excerpt for the home page.
 */
export function reportPageContext(path: string, checked: ReadonlyMap<string, unknown>, pdfBytes: number) {
  if (path !== REPORT_PATH && path !== "/") return undefined
  const report = computeReport(checked.get("example-report/index.yaml") as ExampleReport)
  if (path === REPORT_PATH) return { report, pdf: reportPdfLink(pdfBytes) }
  return { reportExcerpt: reportExcerpt(report, (checked.get("home/index.yaml") as Home).hero.example.results) }
}

export type ReportPdfLink = ReturnType<typeof reportPdfLink>
