/**
 * The geometry of the report's charts (SVG user units; the SVG scales with its box): axes with round ticks, values to
 * coordinates. Arithmetic only: the figures come computed (content-model/report/report.ts).
 */
export const CHART = { width: 560, height: 260, left: 48, right: 12, top: 12, bottom: 36 } as const

/** About five round ticks (1, 2 or 5 × 10^n apart) covering `low`…`high`. */
export function ticks(low: number, high: number): number[] {
  const raw = (high - low) / 5
  const power = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= raw)!
  const first = Math.floor(low / step) * step
  const count = Math.ceil((high - first) / step)
  // Rounded to the step's decimals, so 0.1 + 0.2 shows as 0.3.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)))
  return Array.from({ length: count + 1 }, (_, index) => Number((first + index * step).toFixed(decimals)))
}

/** A tick's label with a decimal comma. */
export const tickLabel = (value: number) => String(value).replace(".", ",").replace("-", "−")

/** The scale of an axis: from the ticks' range to the drawing area's. */
export function scale(axis: readonly number[], from: number, to: number) {
  const low = axis[0]!
  const high = axis[axis.length - 1]!
  return (value: number) => Math.round((from + ((value - low) / (high - low)) * (to - from)) * 10) / 10
}
