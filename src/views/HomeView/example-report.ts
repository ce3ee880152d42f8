/** The geometry of the hero's linearity chart, from the example report's computed means and fitted line. */
import type { ReportExcerpt } from "../../../content-model/report/report"

/** Size of the chart's drawing area (SVG user units); the SVG scales with its box. */
export const CHART = { width: 320, height: 120, pad: 10 } as const

const round = (n: number): number => Math.round(n * 10) / 10

/** Both axes on one scale, so a perfect method lies on the diagonal. Needs two different nominal values (content check). */
export function linearityChart({ means, line }: ReportExcerpt["linearity"]) {
  const xs = means.map((point) => point.nominal)
  const ys = means.map((point) => point.mean)
  const at = (x: number) => line.intercept + line.slope * x
  const low = Math.min(...xs, ...ys)
  const high = Math.max(...xs, ...ys)
  const { width, height, pad } = CHART
  const toX = (x: number): number => round(pad + ((x - low) / (high - low)) * (width - 2 * pad))
  const toY = (y: number): number => round(height - pad - ((y - low) / (high - low)) * (height - 2 * pad))
  const x1 = Math.min(...xs)
  const x2 = Math.max(...xs)
  return {
    points: xs.map((x, i) => ({ x: toX(x), y: toY(ys[i]!) })),
    // The fitted line over the nominal range, as x1, y1, x2, y2.
    line: [toX(x1), toY(at(x1)), toX(x2), toY(at(x2))] as const,
  }
}
