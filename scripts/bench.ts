/**
 * `npm run bench`: Lighthouse 13, mobile preset with applied throttling (`throttlingMethod: "devtools"`:
 * a really slowed network and 4× CPU slowdown, no simulation) in Chromium against the built site on our
 * server (server/start.ts --no-build), third-party hosts blocked. Every page runs as "site" and as
 * "floor" (the same page with this origin's `*.js` blocked: the HTML, its CSS and inline scripts only),
 * interleaved, run after run; the medians go to docs/benchmarks.md with the targets.
 *
 *   npm run build && npm run bench           # 4 pages × 2 variants × 5 runs, writes docs/benchmarks.md
 *   BENCH_RUNS=2 npm run bench -- / --no-write
 *   BENCH_COMPARE=other/public npm run bench -- --no-write   # adds "compare": another build, interleaved
 *
 * Raw reports: .cache/bench/ (gitignored). Not a test: timings depend on the machine.
 */
import { execFileSync } from "node:child_process"
import { mkdirSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import * as chromeLauncher from "chrome-launcher"
import lighthouse, { type Result } from "lighthouse"

import { CHROMIUM_FLAGS, CHROMIUM_PATH, startBuiltSite } from "./local-server.ts"

const root = path.resolve(import.meta.dirname, "..")
const PORT = Number(process.env.BENCH_PORT ?? 9161)
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const PAGES = ["/", "/impressum/", "/datenschutz/", "/kontakt/"]
const THIRD_PARTIES = ["*googletagmanager.com*", "*google-analytics.com*", "*doubleclick.net*", "*google.com*"]

type Variant = { name: string; port: number; blocked: string[] }
const origin = (port: number) => `http://127.0.0.1:${port}`
const VARIANTS: Variant[] = [
  { name: "site", port: PORT, blocked: THIRD_PARTIES },
  // Chromium matches these patterns against the whole URL, `*` standing for any text.
  { name: "floor", port: PORT, blocked: [...THIRD_PARTIES, `${origin(PORT)}/*.js`] },
  ...(process.env.BENCH_COMPARE ? [{ name: "compare", port: PORT + 1, blocked: THIRD_PARTIES }] : []),
]

type Metrics = { lcp: number; tbt: number; cls: number }

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** The targets, "met" or "missed" each: LCP within 5 % of the floor, TBT at most 25 ms above it, CLS 0. */
function targets(site: Metrics, floor: Metrics): Record<keyof Metrics, boolean> {
  return { lcp: site.lcp <= floor.lcp * 1.05, tbt: site.tbt <= floor.tbt + 25, cls: site.cls === 0 }
}

/** Same-origin scripts that arrived (Chromium reports a blocked request with status 0 or none). */
function loadedScripts(lhr: Result, port: number): string[] {
  const items = (lhr.audits["network-requests"]?.details as { items?: { url: string; statusCode?: number }[] }).items ?? []
  return items.filter((i) => i.url.startsWith(origin(port)) && /\.js$/.test(i.url) && (i.statusCode ?? 0) >= 200).map((i) => i.url)
}

async function runOnce(url: string, variant: Variant): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
    logLevel: "silent",
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      throttlingMethod: "devtools",
      blockedUrlPatterns: variant.blocked,
    })
    const lhr = result?.lhr
    if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? "no result"}`)
    // The floor must really run without the bundles, the site with them.
    const scripts = loadedScripts(lhr, variant.port)
    if ((variant.name === "floor") !== (scripts.length === 0))
      throw new Error(`${variant.name} ${url} loaded: ${scripts.join(", ") || "no script"}`)
    return lhr
  } finally {
    await chrome.kill()
  }
}

const metrics = (lhr: Result): Metrics => ({
  lcp: lhr.audits["largest-contentful-paint"]!.numericValue!,
  tbt: lhr.audits["total-blocking-time"]!.numericValue!,
  cls: lhr.audits["cumulative-layout-shift"]!.numericValue!,
})
const loadavg = () => os.loadavg().join(" ")
const ms = (n: number) => `${Math.round(n)} ms`
const mark = (met: boolean) => (met ? "met" : "**missed**")

const args = process.argv.slice(2)
const pages = args.filter((a) => a.startsWith("/")).length ? args.filter((a) => a.startsWith("/")) : PAGES
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`BENCH_RUNS must be a positive whole number`)
const rawDir = path.join(root, ".cache", "bench")
mkdirSync(rawDir, { recursive: true })
const loadBefore = loadavg()
const servers = [await startBuiltSite(root, PORT)]
if (process.env.BENCH_COMPARE) servers.push(await startBuiltSite(root, PORT + 1, process.env.BENCH_COMPARE))
const runs = new Map<string, Metrics[]>()
try {
  for (let run = 1; run <= RUNS; run++) {
    for (const page of pages) {
      for (const variant of VARIANTS) {
        const lhr = await runOnce(origin(variant.port) + page, variant)
        writeFileSync(path.join(rawDir, `${variant.name}${page.replace(/\W+/g, "_")}${run}.json`), JSON.stringify(lhr))
        const m = metrics(lhr)
        runs.set(`${page} ${variant.name}`, [...(runs.get(`${page} ${variant.name}`) ?? []), m])
        console.log(`run ${run}/${RUNS} ${page} ${variant.name}: LCP ${ms(m.lcp)}, TBT ${ms(m.tbt)}, CLS ${m.cls} (load ${loadavg()})`)
      }
    }
  }
} finally {
  for (const server of servers) server.kill()
}
const medianOf = (page: string, variant: string): Metrics => {
  const list = runs.get(`${page} ${variant}`)!
  return { lcp: median(list.map((m) => m.lcp)), tbt: median(list.map((m) => m.tbt)), cls: median(list.map((m) => m.cls)) }
}
console.table(pages.flatMap((page) => VARIANTS.map(({ name }) => ({ page, variant: name, ...medianOf(page, name) }))))
const rows = pages.map((page) => {
  const [site, floor] = [medianOf(page, "site"), medianOf(page, "floor")]
  const met = targets(site, floor)
  const pair = (key: keyof Metrics, format: (n: number) => string) => `${format(site[key])} / ${format(floor[key])} | ${mark(met[key])}`
  return `| \`${page}\` | ${pair("lcp", ms)} | ${pair("tbt", ms)} | ${pair("cls", (n) => n.toFixed(3))} |`
})
const chromium = execFileSync(CHROMIUM_PATH, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim()
const doc = [
  "# Benchmarks",
  "",
  "Written by `npm run bench` (`scripts/bench.ts`). Lighthouse 13, mobile preset, **applied throttling**",
  "(`throttlingMethod: devtools`: slow 4G really applied to the connection, CPU slowed 4×), new visitor (cookie banner",
  "shown), on our server (`server/start.ts --no-build`, 127.0.0.1), third-party hosts blocked. The **floor** is the same",
  "page with this origin's `*.js` blocked: HTML, CSS and inline head script only, no React. Site and floor run",
  `interleaved; every figure is the median of ${RUNS} runs. Simulated (Lantern) estimates are left out: information only.`,
  "",
  `${new Date().toISOString().slice(0, 10)}, ${chromium} (headless), ${os.cpus().length} CPUs, load average`,
  `(1/5/15 min) ${loadBefore} before, ${loadavg()} after (a shared machine: TBT varies with the load).`,
  "",
  "| Page | LCP site / floor | LCP ≤ floor + 5 % | TBT site / floor | TBT ≤ floor + 25 ms | CLS site / floor | CLS 0 |",
  "| --- | --- | --- | --- | --- | --- | --- |",
  ...rows,
  "",
].join("\n")
console.log(`\n${doc}`)
if (!args.includes("--no-write")) writeFileSync(path.join(root, "docs", "benchmarks.md"), doc)
