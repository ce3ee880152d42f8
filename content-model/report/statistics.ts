/**
 * The statistics of the example report, as small pure functions; tested against NIST's Statistical Reference Datasets
 * (__tests__/content-model/statistics.test.ts). Sums are taken about the mean (two passes): data with many constant
 * leading digits, as lab results are, lose their precision in the one-pass textbook formulas.
 */

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

export const mean = (values: readonly number[]) => sum(values) / values.length

/** Sum of squared deviations about `centre`. */
const squares = (values: readonly number[], centre: number) => sum(values.map((value) => (value - centre) ** 2))

/** One-way analysis of variance of groups (days, instruments), balanced or not. */
export function oneWayAnova(groups: readonly (readonly number[])[]) {
  const all = groups.flat()
  const grandMean = mean(all)
  const between = sum(groups.map((group) => group.length * (mean(group) - grandMean) ** 2))
  const within = sum(groups.map((group) => squares(group, mean(group))))
  const dfBetween = groups.length - 1
  const dfWithin = all.length - groups.length
  const msBetween = between / dfBetween
  const msWithin = within / dfWithin
  return {
    grandMean,
    dfBetween,
    dfWithin,
    ssBetween: between,
    ssWithin: within,
    msBetween,
    msWithin,
    f: msBetween / msWithin,
    rSquared: between / (between + within),
    residualSd: Math.sqrt(msWithin),
  }
}

/**
 * Precision after CLSI EP15-A3 from days × replicates (the same number each day): repeatability s_r, between-day s_b
 * (a negative variance estimate counts as 0) and within-laboratory s_WL, and their CVs in %.
 */
export function precision(days: readonly (readonly number[])[]) {
  const replicates = days[0]!.length
  if (days.some((day) => day.length !== replicates)) throw new Error("precision: every day needs the same number of replicates")
  const anova = oneWayAnova(days)
  const sR = Math.sqrt(anova.msWithin)
  const sB = Math.sqrt(Math.max(0, (anova.msBetween - anova.msWithin) / replicates))
  const sWL = Math.hypot(sR, sB)
  const level = anova.grandMean
  return { mean: level, sR, sB, sWL, cvR: (100 * sR) / level, cvWL: (100 * sWL) / level, dayMeans: days.map(mean) }
}

/** Bias of a mean from the target (assigned) value, in units and in % of the target. */
export function bias(measuredMean: number, target: number) {
  const units = measuredMean - target
  return { units, percent: (100 * units) / target }
}

/**
 * Measurement uncertainty after Nordtest TR 537: u(R_w) = s_WL; u(bias) = √(bias_rms² + u(C_ref)²), which for one
 * reference material is √(bias² + u_ref²); u_c = √(u(R_w)² + u(bias)²), U = 2·u_c (k = 2), U_rel in % of `level`.
 */
export function nordtestUncertainty({ sWL, biasUnits, uRef, level }: { sWL: number; biasUnits: number; uRef: number; level: number }) {
  const uBias = Math.hypot(biasUnits, uRef)
  const uc = Math.hypot(sWL, uBias)
  const expanded = 2 * uc
  return { uRw: sWL, uBias, uc, expanded, expandedRelative: (100 * expanded) / level }
}

/** Ordinary least squares y = intercept + slope·x, with the standard deviations of both and R². */
export function linearRegression(xs: readonly number[], ys: readonly number[]) {
  const meanX = mean(xs)
  const meanY = mean(ys)
  const sxx = squares(xs, meanX)
  const sxy = sum(xs.map((x, index) => (x - meanX) * (ys[index]! - meanY)))
  const slope = sxy / sxx
  const intercept = meanY - slope * meanX
  const residual = sum(xs.map((x, index) => (ys[index]! - intercept - slope * x) ** 2))
  const residualSd = Math.sqrt(residual / (xs.length - 2))
  return {
    slope,
    intercept,
    slopeSd: residualSd / Math.sqrt(sxx),
    interceptSd: residualSd * Math.sqrt(1 / xs.length + meanX ** 2 / sxx),
    residualSd,
    rSquared: 1 - residual / squares(ys, meanY),
    at: (x: number) => intercept + slope * x,
  }
}

/**
 * Linearity after CLSI EP06: the line through every replicate at its nominal value; per level the mean's deviation
 * from the line in % of the line's value, and the largest one by amount.
 */
export function linearity(levels: readonly { nominal: number; replicates: readonly number[] }[]) {
  const xs = levels.flatMap((level) => level.replicates.map(() => level.nominal))
  const fit = linearRegression(
    xs,
    levels.flatMap((level) => level.replicates),
  )
  const deviations = levels.map(({ nominal, replicates }) => (100 * (mean(replicates) - fit.at(nominal))) / fit.at(nominal))
  const largest = deviations.reduce((worst, deviation) => (Math.abs(deviation) > Math.abs(worst) ? deviation : worst))
  return { ...fit, deviations, largestDeviation: largest }
}

/** The comparison an acceptance criterion makes (content-model/notation.ts CRITERION_OPERATORS); the bounds count as met. */
export function meets(value: number, operator: string, limit: number): boolean {
  if (operator === "≤") return value <= limit
  if (operator === "≥") return value >= limit
  if (operator === "±") return Math.abs(value) <= limit
  throw new Error(`Unknown criterion operator "${operator}"`)
}

/**
 * A value as a lab reports it: rounded to `digits` decimals (half away from zero, as DIN 1333) with a German decimal
 * comma and a true minus sign. Fixed digits with Intl are the same on every machine, so it runs at build time only.
 */
export function formatDecimal(value: number, digits: number): string {
  const text = new Intl.NumberFormat("de-DE", { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false })
    .format(value)
    .replace("-", "−")
  // "−0,0" is a rounded zero, not a negative value.
  return /^−0(?:,0*)?$/.test(text) ? text.slice(1) : text
}

/** The reported (rounded) value as a number: what a verdict compares, so page and verdict cannot disagree. */
export const reported = (value: number, digits: number) => Number(formatDecimal(value, digits).replace("−", "-").replace(",", "."))
