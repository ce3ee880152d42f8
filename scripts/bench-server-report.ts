/**
 * The bench:server section of docs/benchmarks.md (written through
 * benchmarks-doc.ts, which keeps the other scripts' sections intact).
 */

export interface BenchResult {
  name: string
  requests: number
  seconds: number
  rps: number
  p50: number
  p99: number
  errors: number
  timeouts: number
  non2xx: number
  mbPerSecond: number
}

export interface BenchSetup {
  paths: number
  connections: number
  amount: number
  cores: number
  date: string
}

/** The bench:server section: one row per server, and the ratio when nginx ran. */
export function benchmarkMarkdown(results: readonly BenchResult[], setup: BenchSetup): string {
  const { paths, connections, amount, cores, date } = setup
  const row = (r: BenchResult) =>
    `| ${r.name} | ${r.requests} | ${r.seconds.toFixed(1)} | **${r.rps}** | ${r.p50} | ${r.p99} | ${r.mbPerSecond} | ${r.errors} / ${r.timeouts} / ${r.non2xx} |`
  const [ours, nginx] = results
  const ratio =
    ours && nginx
      ? `\nnpm start reaches **${Math.round((ours.rps / nginx.rps) * 100)} %** of nginx's requests per second (nginx serves gzip only: Debian's nginx has no brotli_static).\n`
      : "\nnginx did not run (not installed, or `BENCH_NGINX=0`), so there is no comparison: `apt-get install nginx`, then run again.\n"
  return `## Static server under load (\`npm run bench:server\`)

${date}, ${cores} cores shared by client and server, 127.0.0.1. autocannon: ${connections} connections,
${amount} requests cycling through ${paths} paths (every page, its page-data, app/framework/runtime JS, CSS,
app-data, favicon) with \`Accept-Encoding: br, gzip\`, after a 500-request warm-up. Latency in ms.

| server | requests | s | req/s | p50 | p99 | MB/s | errors / timeouts / non-2xx |
|---|---|---|---|---|---|---|---|
${results.map(row).join("\n")}
${ratio}`
}
