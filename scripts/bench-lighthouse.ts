/**
 * `npm run bench`: Lighthouse 13 (mobile, simulated throttling — its default)
 * in Debian's Chromium against our own server (server/start.ts --no-build,
 * on BENCH_PORT, default 9161), third parties blocked. Three runs per page, the
 * median of each number, written between `<!-- BEGIN bench:lighthouse -->` and
 * `<!-- END bench:lighthouse -->` in docs/benchmarks.md with date, machine,
 * load and the target check. Not a test: timings depend on the machine.
 *
 *   npm run build && npm run bench            # all pages, 3 runs each
 *   BENCH_RUNS=5 npm run bench -- / /kontakt/ # other run count, some pages
 *   npm run bench -- --no-write               # print only
 *   BENCH_ROOT=../variant/public npm run bench -- --no-write  # serve another build directory
 *
 * The raw reports of every run land in .cache/bench-lighthouse/ (gitignored).
 */
import { execFileSync } from "node:child_process"
import { mkdirSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import * as chromeLauncher from "chrome-launcher"
import lighthouse, { type Result } from "lighthouse"

import { writeSection } from "./benchmarks-doc.ts"
import {
  compressionNote,
  extract,
  lcpElementNote,
  medianResult,
  missedTargets,
  renderTable,
  seconds,
  TARGETS,
  type RunResult,
} from "./lighthouse-report.ts"
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startBuiltSite } from "./local-server.ts"

const root = path.resolve(import.meta.dirname, "..")
const CHROME = CHROMIUM_PATH
const PORT = Number(process.env.BENCH_PORT ?? 9161)
/** Chromium's debugging ports: the next ones after the server's, used in turn (up to 9169 with the defaults). */
const CHROME_PORTS = [1, 2, 3, 4, 5, 6, 7, 8].map((i) => PORT + i).filter((p) => p <= Math.max(PORT + 1, 9169))
let nextChromePort = 0
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
/** Another directory to serve instead of public/ (to compare a variant of the build). */
const SERVE_ROOT = process.env.BENCH_ROOT
const DEFAULT_PAGES = ["/", "/impressum/", "/datenschutz/", "/kontakt/"]
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS]
/** Nothing leaves the machine: the tag manager and anything Google would load is blocked. */
const BLOCKED = ["*googletagmanager.com*", "*google-analytics.com*", "*doubleclick.net*", "*googleadservices.com*", "*google.com*"]

function chromiumVersion(): string {
  try {
    return execFileSync(CHROME, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim()
  } catch {
    return "unknown Chromium"
  }
}

const loadavg = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(", ")

/** Chromium on a loaded machine sometimes answers its debugging port late: three tries. */
async function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  for (let attempt = 1; ; attempt++) {
    try {
      // A Chromium that was just killed may still hold its port for a moment: each launch takes the next port.
      const port = CHROME_PORTS[nextChromePort++ % CHROME_PORTS.length]!
      return await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS, port, logLevel: "silent" })
    } catch (error) {
      if (attempt === 3) throw error
      console.warn(`Chromium did not start (${(error as Error).message}); trying again`)
      await new Promise((r) => setTimeout(r, 2000))
    }
  }
}

async function runOnce(url: string, attempt = 1): Promise<Result> {
  const chrome = await launchChrome()
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      blockedUrlPatterns: BLOCKED,
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`)
    return result.lhr
  } catch (error) {
    // Lighthouse could not talk to this Chromium (it died or lost its port): a fresh one, twice at most.
    if (attempt >= 3 || !/webSocket|ECONNREFUSED|fetch failed/i.test((error as Error).message)) throw error
    console.warn(`Lighthouse lost Chromium (${(error as Error).message}); running ${url} again`)
    await chrome.kill()
    return runOnce(url, attempt + 1)
  } finally {
    await chrome.kill()
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const write = !args.includes("--no-write")
  const pages = args.filter((a) => a.startsWith("/"))
  const list = pages.length ? pages : DEFAULT_PAGES
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`BENCH_RUNS must be a positive whole number, not "${process.env.BENCH_RUNS}"`)
  const rawDir = path.join(root, ".cache", "bench-lighthouse")
  mkdirSync(rawDir, { recursive: true })

  const loadBefore = loadavg()
  const started = new Date()
  const server = await startBuiltSite(root, PORT, SERVE_ROOT)
  const rows: Array<{ page: string; result: RunResult; runs: RunResult[] }> = []
  let lighthouseVersion = ""
  try {
    for (const page of list) {
      const runs: RunResult[] = []
      for (let i = 0; i < RUNS; i++) {
        const lhr = await runOnce(`http://127.0.0.1:${PORT}${page}`)
        lighthouseVersion = lhr.lighthouseVersion
        writeFileSync(path.join(rawDir, `${page.replace(/\W+/g, "_") || "_"}run${i + 1}.json`), JSON.stringify(lhr))
        const r = extract(lhr)
        runs.push(r)
        console.log(
          `${page} run ${i + 1}/${RUNS}: perf ${r.performance}, FCP ${seconds(r.fcpMs)}, LCP ${seconds(r.lcpMs)}, TBT ${Math.round(r.tbtMs)} ms, CLS ${r.cls}, LCP element ${r.lcpElement}`,
        )
      }
      rows.push({ page, result: medianResult(runs), runs })
    }
  } finally {
    server.kill()
  }
  const loadAfter = loadavg()
  const table = renderTable(rows)
  const misses = rows.flatMap(({ page, result }) => missedTargets(result).map((m) => `\`${page}\`: ${m}`))
  const cpu = os.cpus()
  const body = [
    "## Lighthouse (mobile, simulated throttling)",
    "",
    `Written by \`npm run bench\` (scripts/bench-lighthouse.ts) on ${started.toISOString().replace(/\.\d+Z$/, "Z")}: Lighthouse ${lighthouseVersion},`,
    `${chromiumVersion()} (headless), Node ${process.version}, ${os.type()} ${os.release()}, ${cpu.length} × ${cpu[0]?.model.trim() ?? "CPU"},`,
    `${Math.round(os.totalmem() / 2 ** 30)} GiB. Load average (1, 5, 15 min) before: ${loadBefore}; after: ${loadAfter} — the machine is`,
    "shared, so timings (above all TBT) vary with what else runs. Our server (`server/start.ts --no-build`) on 127.0.0.1,",
    `third-party hosts blocked (${BLOCKED.map((b) => `\`${b}\``).join(", ")}); a new visitor (empty storage, so the cookie banner shows).`,
    `Median of ${RUNS} runs per page for every number (each number on its own). Transferred and JS are bytes over the wire;`,
    compressionNote(rows.map((r) => r.result)),
    "",
    table,
    "",
    "The 404 page is left out: it answers HTTP 404 with `noindex` on purpose, which Lighthouse's SEO category scores down;",
    "its accessibility is gated by the axe tests.",
    "",
    `Targets on every page: Performance ≥ ${TARGETS.performance}; Accessibility, Best Practices, SEO 100; LCP ≤ 1.0 s; TBT ≤ ${TARGETS.tbtMs} ms; CLS 0.`,
    misses.length ? `**Missed:** ${misses.join("; ")}.` : "**All targets met on every page.**",
    "",
    lcpElementNote(rows),
  ].join("\n")
  console.log(`\n${body}\n`)
  if (write) {
    const file = path.join(root, "docs", "benchmarks.md")
    writeSection(file, "lighthouse", body)
    console.log(`Written to ${path.relative(root, file)} (section bench:lighthouse).`)
  }
}

if (import.meta.main) {
  main().catch((error: Error) => {
    console.error(`bench failed: ${error.message}`)
    process.exitCode = 1
  })
}
