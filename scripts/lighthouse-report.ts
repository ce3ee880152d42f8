/**
 * The numbers of Lighthouse reports for `npm run bench` (bench-lighthouse.ts):
 * extraction, medians, target check and the markdown table. Pure functions,
 * tested in __tests__/scripts/lighthouse-report.test.ts.
 */
export const TARGETS = { performance: 99, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1000, tbtMs: 50, cls: 0 }

export interface RunResult {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  speedIndexMs: number
  transferBytes: number
  jsBytes: number
  requests: number
  /** Bytes of all scripts as files (uncompressed), to tell whether the server compressed them. */
  jsResourceBytes: number
  lcpElement: string
}

type NumericKey = Exclude<keyof RunResult, "lcpElement">

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export function medianResult(runs: RunResult[]): RunResult {
  const keys = Object.keys(runs[0]!).filter((k) => k !== "lcpElement") as NumericKey[]
  const result = Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as Omit<RunResult, "lcpElement">
  const elements = [...new Set(runs.map((r) => r.lcpElement))]
  return { ...result, lcpElement: elements.join(" / ") }
}

/** Which targets a page misses, in words; empty when it meets all. */
export function missedTargets(r: RunResult): string[] {
  const missed: string[] = []
  if (r.performance < TARGETS.performance) missed.push(`Performance ${r.performance} < ${TARGETS.performance}`)
  if (r.accessibility < TARGETS.accessibility) missed.push(`Accessibility ${r.accessibility} < 100`)
  if (r.bestPractices < TARGETS.bestPractices) missed.push(`Best Practices ${r.bestPractices} < 100`)
  if (r.seo < TARGETS.seo) missed.push(`SEO ${r.seo} < 100`)
  if (r.lcpMs > TARGETS.lcpMs) missed.push(`LCP ${(r.lcpMs / 1000).toFixed(2)} s > 1.0 s`)
  if (r.tbtMs > TARGETS.tbtMs) missed.push(`TBT ${Math.round(r.tbtMs)} ms > 50 ms`)
  if (r.cls > TARGETS.cls) missed.push(`CLS ${r.cls.toFixed(3)} > 0`)
  return missed
}

/** The parts of a Lighthouse 13 report (lhr) that `extract` reads. */
export interface LighthouseReport {
  categories: Record<string, { score: number | null } | undefined>
  audits: Record<string, { numericValue?: number; details?: { type?: string; items?: unknown } } | undefined>
}

/** An item of the `network-requests` audit. */
interface NetworkRequest {
  url?: string
  resourceType?: string
  resourceSize?: number
  transferSize?: number
}

/** An item of the LCP breakdown insight; the "node" item names the LCP element. */
interface InsightItem {
  type?: string
  selector?: string
  nodeLabel?: string
}

/** The numbers of one Lighthouse report. */
export function extract(lhr: LighthouseReport): RunResult {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const value = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN)
  // Table and list details hold an array of items (a checklist holds an object).
  const items = (id: string): unknown[] => {
    const list = lhr.audits[id]?.details?.items
    return Array.isArray(list) ? list : []
  }
  const requests = items("network-requests") as NetworkRequest[]
  // Lighthouse 13 names the LCP element in the LCP breakdown insight (a "node" item).
  const breakdown = items("lcp-breakdown-insight") as Array<InsightItem | null>
  const node = breakdown.find((item) => item?.type === "node")
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: value("first-contentful-paint"),
    lcpMs: value("largest-contentful-paint"),
    tbtMs: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    speedIndexMs: value("speed-index"),
    transferBytes: value("total-byte-weight"),
    jsBytes: requests.filter((r) => r.resourceType === "Script").reduce((n, r) => n + (r.transferSize ?? 0), 0),
    requests: requests.filter((r) => !String(r.url).startsWith("data:")).length,
    jsResourceBytes: requests.filter((r) => r.resourceType === "Script").reduce((n, r) => n + (r.resourceSize ?? 0), 0),
    lcpElement: node?.selector ? `\`${node.selector}\` („${String(node.nodeLabel ?? "").slice(0, 40)}…“)` : "—",
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

/** Whether the server compressed the scripts, from the first page's bytes over the wire against file sizes. */
export function compressionNote(results: RunResult[]): string {
  const r = results[0]
  if (!r || r.jsResourceBytes === 0) return "no scripts were loaded."
  const ratio = r.jsBytes / r.jsResourceBytes
  return ratio < 0.6
    ? `scripts were served compressed (${kb(r.jsBytes)} for ${kb(r.jsResourceBytes)} of files).`
    : `**scripts were served uncompressed** (${kb(r.jsBytes)} for ${kb(r.jsResourceBytes)} of files): this server build does not compress; production (Netlify) does.`
}

export function lcpElementNote(rows: Array<{ page: string; result: RunResult }>): string {
  const elements = new Set(rows.map((r) => r.result.lcpElement))
  if (elements.size === 1) return `LCP element on every page (Lighthouse): ${[...elements][0]}.`
  return `LCP element (Lighthouse): ${rows.map(({ page, result }) => `\`${page}\` ${result.lcpElement}`).join("; ")}.`
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

export function renderTable(rows: Array<{ page: string; result: RunResult }>): string {
  const header =
    "| Page | Perf | A11y | BP | SEO | FCP | LCP | TBT | CLS | Speed Index | Transferred | JS | Requests | Targets |\n" +
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"
  const lines = rows.map(({ page, result: r }) => {
    const missed = missedTargets(r)
    return `| \`${page}\` | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${seconds(r.fcpMs)} | ${seconds(r.lcpMs)} | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${seconds(r.speedIndexMs)} | ${kb(r.transferBytes)} | ${kb(r.jsBytes)} | ${r.requests} | ${missed.length ? `missed: ${missed.join("; ")}` : "all met"} |`
  })
  return [header, ...lines].join("\n")
}
