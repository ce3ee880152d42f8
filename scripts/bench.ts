/**
 * `npm run bench` (after `npm run build`): Lighthouse against the built site, each page as "site" and as "floor" (its own
 * scripts blocked), interleaved, a fresh Chromium per run; the medians go to docs/benchmarks.md under its first paragraph,
 * which says how, with each page's HTML and page data as sent (they grow with the copy, so no test budgets them).
 * Not a test: timings depend on the machine. BENCH_RUNS: runs per page (5), BENCH_PORT: port (9161).
 */
import { execFileSync, spawn } from "node:child_process"
import { once } from "node:events"
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { brotliCompressSync, constants } from "node:zlib"

import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.ts"

const root = path.resolve(import.meta.dirname, "..")
const PORT = Number(process.env.BENCH_PORT ?? 9161)
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const ORIGIN = `http://127.0.0.1:${PORT}`
const PAGES = ["/", "/impressum/", "/datenschutz/", "/kontakt/", "/beispielbericht/"]
const THIRD_PARTIES = ["*googletagmanager.com*", "*google-analytics.com*", "*doubleclick.net*", "*google.com*"]
/** What each variant blocks; Chromium matches the patterns against the whole URL, `*` standing for any text. */
const VARIANTS = { site: THIRD_PARTIES, floor: [...THIRD_PARTIES, `${ORIGIN}/*.js`] }
type Variant = keyof typeof VARIANTS

type Metrics = { lcp: number; tbt: number; cls: number }

async function measure(url: string, variant: Variant): Promise<Metrics> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS] })
  try {
    const lhr = (
      await lighthouse(url, {
        port: chrome.port,
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

/** Each metric's median over the runs (for an even count, the mean of the middle two). */
function medians(runs: Metrics[]): Metrics {
  const median = (key: keyof Metrics) => {
    const sorted = runs.map((run) => run[key]).sort((a, b) => a - b)
    return (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2
  }
  return { lcp: median("lcp"), tbt: median("tbt"), cls: median("cls") }
}
const ms = (n: number) => `${Math.round(n)} ms`

if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`BENCH_RUNS must be a positive whole number`)
const docFile = path.join(root, "docs", "benchmarks.md")
/** What this script writes: all after the title and the first paragraph (the method) up to the next section (## …). */
const MEASURED = /^(# .*\n\n[\s\S]+?\n\n)[\s\S]*?(?=\n## |$)/
if (!MEASURED.test(readFileSync(docFile, "utf8"))) throw new Error("docs/benchmarks.md needs a title and a paragraph on the method")
// Our server in its own process, as `npm run serve` runs it; its first line says it listens.
const server = spawn(process.execPath, ["--disable-warning=MODULE_TYPELESS_PACKAGE_JSON", "server/start.ts"], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1" },
  stdio: ["ignore", "pipe", "inherit"],
})
// A server that fails (a port in use) exits instead of printing its line.
await Promise.race([once(server.stdout, "data"), once(server, "exit")])
if (server.exitCode !== null) throw new Error(`the server exited (code ${server.exitCode}) before listening`)
const samples = new Map(PAGES.map((page) => [page, { site: [] as Metrics[], floor: [] as Metrics[] }]))
try {
  for (let run = 1; run <= RUNS; run++) {
    for (const [page, runs] of samples) {
      for (const variant of Object.keys(VARIANTS) as Variant[]) {
        const m = await measure(ORIGIN + page, variant)
        runs[variant].push(m)
        console.log(`run ${run}/${RUNS} ${page} ${variant}: LCP ${ms(m.lcp)}, TBT ${ms(m.tbt)}, CLS ${m.cls}`)
      }
    }
  }
} finally {
  server.kill()
}
const rows = [...samples].map(([page, runs]) => {
  const [site, floor] = [medians(runs.site), medians(runs.floor)]
  // The targets: LCP within 5 % of the floor, TBT at most 25 ms above it, CLS 0.
  const met = { lcp: site.lcp <= floor.lcp * 1.05, tbt: site.tbt <= floor.tbt + 25, cls: site.cls === 0 }
  const pair = (key: keyof Metrics, format: (n: number) => string) =>
    `${format(site[key])} / ${format(floor[key])} | ${met[key] ? "met" : "**missed**"}`
  return `| \`${page}\` | ${pair("lcp", ms)} | ${pair("tbt", ms)} | ${pair("cls", (n) => n.toFixed(3))} |`
})
const brotli = (file: string) =>
  brotliCompressSync(readFileSync(path.join(root, "public", file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
const weights = PAGES.map((page) => {
  const bytes = [`${page}index.html`, `page-data/${page === "/" ? "index" : page.slice(1, -1)}/page-data.json`].map(brotli)
  return `| \`${page}\` | ${bytes.map((n) => `${n.toLocaleString("en")} B`).join(" | ")} |`
})
// The site's font (gatsby/site-font.ts): woff2 is compressed already and sent as it is, once per visitor.
const fonts = readdirSync(path.join(root, "public", "static")).filter((file) => file.endsWith(".woff2"))
const fontBytes = fonts.map(
  (file) => `\`/static/${file}\`: ${statSync(path.join(root, "public", "static", file)).size.toLocaleString("en")} B`,
)
const chromium = execFileSync(CHROMIUM_PATH, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim()
const measured = [
  `${new Date().toISOString().slice(0, 10)}, ${RUNS} run${RUNS > 1 ? "s" : ""}, ${chromium}, ${os.cpus().length} CPUs.`,
  "",
  "| Page | LCP site / floor | LCP ≤ floor + 5 % | TBT site / floor | TBT ≤ floor + 25 ms | CLS site / floor | CLS 0 |",
  "| --- | --- | --- | --- | --- | --- | --- |",
  ...rows,
  "",
  "Sizes as sent (brotli, quality 11); they grow with the copy:",
  "",
  "| Page | HTML | Page data |",
  "| --- | --- | --- |",
  ...weights,
  "",
  `Font, as sent (woff2, not compressed again), preloaded by every page: ${fontBytes.join(", ") || "none"}.`,
  "",
].join("\n")
console.log(`\n${measured}`)
writeFileSync(docFile, readFileSync(docFile, "utf8").replace(MEASURED, `$1${measured}`))
