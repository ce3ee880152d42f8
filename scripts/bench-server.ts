/**
 * `npm run bench:server`: bounded load on 127.0.0.1 against the `npm start`
 * server serving the current build — and, when nginx is installed, against
 * nginx with the generated deploy/nginx.conf rules on the same build — then
 * writes the figures between the bench:server markers of docs/benchmarks.md.
 *
 * autocannon, 50 connections, 10 000 requests cycling through pages, page
 * data and hashed assets (Accept-Encoding: br, gzip), bounded in count and by
 * an outer time limit. Fails (exit 1) on any error, timeout or non-2xx answer.
 *
 * Environment: BENCH_PORT (default 9141; nginx uses BENCH_PORT + 1),
 * BENCH_REQUESTS (10000), BENCH_CONNECTIONS (50), BENCH_NGINX=0 (skip nginx even when installed).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { cpus, tmpdir } from "node:os"
import path from "node:path"

import autocannon from "autocannon"

import { listSiteFiles } from "../build/headers/header-rules.ts"
import { NGINX_CANDIDATES, nginxConfig, standaloneNginxConfig } from "../build/headers/nginx-config.ts"
import { parseHeadersFile } from "../build/headers/netlify-headers.ts"
import { benchmarkMarkdown, type BenchResult } from "./bench-server-report.ts"
import { writeSection } from "./benchmarks-doc.ts"

const root = path.resolve(import.meta.dirname, "..")
const publicDir = path.join(root, "public")
const port = Number(process.env.BENCH_PORT ?? 9141)
const amount = Number(process.env.BENCH_REQUESTS ?? 10_000)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const TIME_LIMIT_MS = 120_000

/** Mixed paths: every page, its page-data, and the hashed JS/CSS every page loads. */
function benchPaths(): string[] {
  const files = listSiteFiles(publicDir)
  const pages = files.filter((f) => f.endsWith("/index.html") && !/^\/(404|500)\//.test(f)).map((f) => f.slice(0, -"index.html".length))
  const pageData = files.filter((f) => /^\/page-data\/(?!404|500|dev-404).*page-data\.json$/.test(f))
  const assets = files.filter((f) => /^\/(app|framework|webpack-runtime)-[0-9a-f]{20}\.js$|^\/styles\.[0-9a-f]{20}\.css$/.test(f))
  return [...pages, ...pageData, ...assets, "/page-data/app-data.json", "/favicon.svg"]
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with code ${child.exitCode}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${url} did not come up`)
}

async function load(name: string, targetPort: number, paths: readonly string[]): Promise<BenchResult> {
  // Warm-up (file cache, JIT), not counted.
  await autocannon({ url: `http://127.0.0.1:${targetPort}`, connections: 4, amount: 500, requests: paths.map((p) => ({ path: p })) })
  const instance = autocannon({
    url: `http://127.0.0.1:${targetPort}`,
    connections,
    amount,
    timeout: 5,
    headers: { "accept-encoding": "br, gzip" },
    requests: paths.map((p) => ({ method: "GET", path: p })),
  })
  const stop = setTimeout(() => instance.stop(), TIME_LIMIT_MS)
  const result = await instance
  clearTimeout(stop)
  return {
    name,
    requests: result.requests.total,
    seconds: result.duration,
    rps: Math.round(result.requests.total / result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    mbPerSecond: Math.round((result.throughput.average / 1e6) * 10) / 10,
  }
}

async function withProcess<T>(command: string, args: string[], env: NodeJS.ProcessEnv, url: string, run: () => Promise<T>): Promise<T> {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] })
  try {
    await waitFor(url, child)
    return await run()
  } finally {
    child.kill("SIGTERM")
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once("exit", r)))
  }
}

async function main(): Promise<void> {
  if (!existsSync(path.join(publicDir, "_headers"))) {
    throw new Error("public/ has no complete build: run npm run build first.")
  }
  const paths = benchPaths()
  const node = process.execPath
  const results: BenchResult[] = []
  results.push(
    await withProcess(
      node,
      ["--disable-warning=MODULE_TYPELESS_PACKAGE_JSON", "server/start.ts", "--no-build"],
      { PORT: String(port), HOST: "127.0.0.1" },
      `http://127.0.0.1:${port}/`,
      () => load("npm start (sirv + _headers)", port, paths),
    ),
  )
  const nginx = process.env.BENCH_NGINX === "0" ? undefined : NGINX_CANDIDATES.find((p) => spawnSync(p, ["-v"]).status === 0)
  if (nginx) {
    const dir = mkdtempSync(path.join(tmpdir(), "bench-nginx-"))
    try {
      const rules = parseHeadersFile(readFileSync(path.join(publicDir, "_headers"), "utf8"))
      const conf = path.join(dir, "nginx.conf")
      writeFileSync(conf, standaloneNginxConfig(dir, nginxConfig(rules, { root: publicDir, listen: `127.0.0.1:${port + 1}` })))
      results.push(
        await withProcess(nginx, ["-c", conf, "-p", dir], {}, `http://127.0.0.1:${port + 1}/`, () =>
          load("nginx (deploy/nginx.conf, 1 worker)", port + 1, paths),
        ),
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
  for (const r of results) console.log(JSON.stringify(r))
  writeSection(
    path.join(root, "docs", "benchmarks.md"),
    "server",
    benchmarkMarkdown(results, {
      paths: paths.length,
      connections,
      amount,
      cores: cpus().length,
      date: new Date().toISOString().slice(0, 10),
    }),
  )
  console.log("docs/benchmarks.md updated (bench:server section).")
  const bad = results.filter((r) => r.errors + r.timeouts + r.non2xx > 0)
  if (bad.length > 0) {
    console.error(`Errors under load: ${bad.map((r) => r.name).join(", ")}`)
    process.exitCode = 1
  }
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(`Error: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  })
}
