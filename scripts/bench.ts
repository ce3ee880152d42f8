/**
 * `npm run bench` (after `npm run build`): Lighthouse against the built site, each page as "site" and as
 * "floor" (its own scripts blocked), interleaved; the medians go to docs/benchmarks.md, whose first
 * paragraph (written below) says how. Not a test: timings depend on the machine. BENCH_RUNS: runs per page.
 */
import { execFileSync, spawn } from "node:child_process"
import { once } from "node:events"
import { readFileSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./local-server.ts"

const root = path.resolve(import.meta.dirname, "..")
const PORT = Number(process.env.BENCH_PORT ?? 9161)
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const ORIGIN = `http://127.0.0.1:${PORT}`
const THIRD_PARTIES = ["*googletagmanager.com*", "*google-analytics.com*", "*doubleclick.net*", "*google.com*"]
/** What each variant blocks; Chromium matches the patterns against the whole URL, `*` standing for any text. */
const VARIANTS = { site: THIRD_PARTIES, floor: [...THIRD_PARTIES, `${ORIGIN}/*.js`] }
type Variant = keyof typeof VARIANTS

type Metrics = { lcp: number; tbt: number; cls: number }

async function measure(url: string, variant: Variant): Promise<Metrics> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
    logLevel: "silent",
  })
  try {
    const lhr = (
      await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        throttlingMethod: "devtools",
        blockedUrlPatterns: VARIANTS[variant],
      })
    )?.lhr
    if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? "no result"}`)
    // The floor must really run without the bundles, the site with them (Chromium reports a blocked request with status 0 or none).
    const requests = (lhr.audits["network-requests"]?.details as { items?: { url: string; statusCode?: number }[] }).items ?? []
    const scripts = requests.filter((r) => r.url.startsWith(ORIGIN) && r.url.endsWith(".js") && (r.statusCode ?? 0) >= 200)
    if ((variant === "floor") !== (scripts.length === 0))
      throw new Error(`${variant} ${url} loaded: ${scripts.map((r) => r.url).join(", ") || "no script"}`)
    const value = (audit: string) => lhr.audits[audit]!.numericValue!
    return { lcp: value("largest-contentful-paint"), tbt: value("total-blocking-time"), cls: value("cumulative-layout-shift") }
  } finally {
    await chrome.kill()
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
const loadavg = () => os.loadavg().join(" ")
const ms = (n: number) => `${Math.round(n)} ms`

const pages = ["/", "/impressum/", "/datenschutz/", "/kontakt/"]
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`BENCH_RUNS must be a positive whole number`)
const loadBefore = loadavg()
// Our server in its own process, as `npm run serve` runs it; its first line says it listens.
const server = spawn(path.join(root, "node_modules", ".bin", "node"), ["server/start.ts", "--no-build"], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", NODE_OPTIONS: "--disable-warning=MODULE_TYPELESS_PACKAGE_JSON" },
  stdio: ["ignore", "pipe", "inherit"],
})
await once(server.stdout, "data")
const runs = new Map<string, Metrics[]>()
try {
  for (let run = 1; run <= RUNS; run++) {
    for (const page of pages) {
      for (const variant of Object.keys(VARIANTS) as Variant[]) {
        const m = await measure(ORIGIN + page, variant)
        runs.set(`${page} ${variant}`, [...(runs.get(`${page} ${variant}`) ?? []), m])
        console.log(`run ${run}/${RUNS} ${page} ${variant}: LCP ${ms(m.lcp)}, TBT ${ms(m.tbt)}, CLS ${m.cls} (load ${loadavg()})`)
      }
    }
  }
} finally {
  server.kill()
}
function medians(page: string, variant: Variant): Metrics {
  const list = runs.get(`${page} ${variant}`)!
  return { lcp: median(list.map((m) => m.lcp)), tbt: median(list.map((m) => m.tbt)), cls: median(list.map((m) => m.cls)) }
}
const rows = pages.map((page) => {
  const [site, floor] = [medians(page, "site"), medians(page, "floor")]
  // The targets: LCP within 5 % of the floor, TBT at most 25 ms above it, CLS 0.
  const met = { lcp: site.lcp <= floor.lcp * 1.05, tbt: site.tbt <= floor.tbt + 25, cls: site.cls === 0 }
  const pair = (key: keyof Metrics, format: (n: number) => string) =>
    `${format(site[key])} / ${format(floor[key])} | ${met[key] ? "met" : "**missed**"}`
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
const written = path.join(root, "docs", "benchmarks.md")
// Sections of other measurements (## …, the content check's fuzz run) stay.
writeFileSync(written, doc + (/\n## [\s\S]*$/.exec(readFileSync(written, "utf8"))?.[0] ?? ""))
