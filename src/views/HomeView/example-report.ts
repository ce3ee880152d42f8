/**
 * Verdicts and linearity of the hero's example report are computed from the YAML values, never written by hand,
 * so the example cannot contradict itself.
 */
import { CRITERION_OPERATORS, parseDecimal } from "../../../content-model/notation"

/** Whether `value` meets `operator limit`; the bounds count as met. */
export function meetsCriterion(value: string, operator: string, limit: string): boolean {
  const v = parseDecimal(value)
  const l = parseDecimal(limit)
  switch (operator) {
    case "≤":
      return v <= l
    case "≥":
      return v >= l
    case "±":
      return Math.abs(v) <= l
    default:
      throw new Error(`Unknown criterion operator "${operator}"; the content schema allows ${CRITERION_OPERATORS.join(" ")}`)
  }
}

/** Size of the chart's drawing area (SVG user units); the SVG scales with its box. */
export const CHART = { width: 320, height: 120, pad: 10 } as const

const round = (n: number): number => Math.round(n * 10) / 10

type Points = ReadonlyArray<{ nominal: string; measured: string }>

/** Nominal and measured values as numbers, and the least-squares line through them. */
function fit(points: Points) {
  const xs = points.map((p) => parseDecimal(p.nominal))
  const ys = points.map((p) => parseDecimal(p.measured))
  const meanX = xs.reduce((a, b) => a + b, 0) / xs.length
  const meanY = ys.reduce((a, b) => a + b, 0) / ys.length
  const slope = xs.reduce((sum, x, i) => sum + (x - meanX) * (ys[i]! - meanY), 0) / xs.reduce((sum, x) => sum + (x - meanX) ** 2, 0)
  return { xs, ys, at: (x: number): number => meanY + slope * (x - meanX) }
}

/** The linearity result: the largest relative deviation of a measured value from the fitted line, in % as the page writes it ("1,6"). */
export function largestDeviation(points: Points): string {
  const { xs, ys, at } = fit(points)
  const deviations = xs.map((x, i) => (Math.abs(ys[i]! - at(x)) / at(x)) * 100)
  return Math.max(...deviations)
    .toFixed(1)
    .replace(".", ",")
}

/** Both axes on one scale, so a perfect method lies on the diagonal. Needs two different nominal values (content check). */
export function linearityChart(points: Points) {
  const { xs, ys, at } = fit(points)
  const low = Math.min(...xs, ...ys)
  const high = Math.max(...xs, ...ys)
  const { width, height, pad } = CHART
  const toX = (x: number): number => round(pad + ((x - low) / (high - low)) * (width - 2 * pad))
  const toY = (y: number): number => round(height - pad - ((y - low) / (high - low)) * (height - 2 * pad))
  const x1 = Math.min(...xs)
  const x2 = Math.max(...xs)
  return {
    points: xs.map((x, i) => ({ x: toX(x), y: toY(ys[i]!) })),
    // The least-squares line over the nominal range, as x1, y1, x2, y2.
    line: [toX(x1), toY(at(x1)), toX(x2), toY(at(x2))] as const,
  }
}
