/** @jest-environment node */
import { benchmarkMarkdown } from "../../scripts/bench-server-report.ts"

describe("benchmarkMarkdown", () => {
  const setup = { paths: 14, connections: 50, amount: 10_000, cores: 2, date: "2026-11-23" }
  const result = (name: string, rps: number) => ({
    name,
    requests: 10_000,
    seconds: 10_000 / rps,
    rps,
    p50: 10,
    p99: 50,
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    mbPerSecond: 12.5,
  })

  test("with nginx: both rows and the ratio", () => {
    const md = benchmarkMarkdown([result("npm start", 1000), result("nginx", 2000)], setup)
    expect(md).toContain("| npm start | 10000 | 10.0 | **1000** | 10 | 50 | 12.5 | 0 / 0 / 0 |")
    expect(md).toContain("| nginx | 10000 | 5.0 | **2000** |")
    expect(md).toContain("**50 %** of nginx's requests per second")
  })

  test("without nginx: one row and the reason there is no ratio", () => {
    const md = benchmarkMarkdown([result("npm start", 1000)], setup)
    expect(md).not.toContain("%** of nginx")
    expect(md).toContain("nginx did not run (not installed")
  })
})
