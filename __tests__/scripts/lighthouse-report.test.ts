/** @jest-environment node */
import { compressionNote, extract, median, medianResult, missedTargets, renderTable, type RunResult } from "../../scripts/lighthouse-report"

/** The parts of a Lighthouse 13 report (lhr) that the bench reads, in their real shape. */
function lhr(overrides: { perf?: number; lcp?: number; tbt?: number; cls?: number; encoded?: boolean } = {}) {
  const script = (url: string, size: number) => ({
    url,
    resourceType: "Script",
    resourceSize: size,
    transferSize: overrides.encoded === false ? size + 300 : Math.round(size / 3.5),
  })
  return {
    categories: {
      performance: { score: overrides.perf ?? 1 },
      accessibility: { score: 1 },
      "best-practices": { score: 0.96 },
      seo: { score: 1 },
    },
    audits: {
      "first-contentful-paint": { numericValue: 670.4 },
      "largest-contentful-paint": { numericValue: overrides.lcp ?? 903.3 },
      "total-blocking-time": { numericValue: overrides.tbt ?? 37 },
      "cumulative-layout-shift": { numericValue: overrides.cls ?? 0 },
      "speed-index": { numericValue: 670.4 },
      "total-byte-weight": { numericValue: 104_313 },
      "network-requests": {
        details: {
          items: [
            { url: "http://127.0.0.1:9161/", resourceType: "Document", resourceSize: 44_000, transferSize: 10_700 },
            script("http://127.0.0.1:9161/framework-1.js", 220_704),
            script("http://127.0.0.1:9161/app-2.js", 82_273),
            { url: "data:image/svg+xml,x", resourceType: "Image", resourceSize: 10, transferSize: 0 },
          ],
        },
      },
      "lcp-breakdown-insight": {
        details: {
          type: "list",
          items: [
            { type: "table", items: [] },
            { type: "node", selector: "section#cookie-banner > div.container > p", nodeLabel: "Wir speichern Ihre Auswahl im Browser" },
          ],
        },
      },
    },
  }
}

describe("Lighthouse report numbers", () => {
  test("extract reads scores, metrics, bytes, requests and the LCP element", () => {
    const r = extract(lhr())
    expect(r).toMatchObject({
      performance: 100,
      accessibility: 100,
      bestPractices: 96,
      seo: 100,
      lcpMs: 903.3,
      tbtMs: 37,
      cls: 0,
      requests: 3,
    })
    expect(r.jsResourceBytes).toBe(220_704 + 82_273)
    expect(r.jsBytes).toBe(Math.round(220_704 / 3.5) + Math.round(82_273 / 3.5))
    expect(r.lcpElement).toContain("section#cookie-banner")
  })

  test("median of each number on its own", () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 2, 3])).toBe(2.5)
    const runs = [extract(lhr({ tbt: 300, lcp: 900 })), extract(lhr({ tbt: 40, lcp: 1200 })), extract(lhr({ tbt: 60, lcp: 950 }))]
    expect(medianResult(runs)).toMatchObject({ tbtMs: 60, lcpMs: 950 })
  })

  test("the target check names every missed target and nothing else", () => {
    expect(missedTargets(extract(lhr()))).toEqual(["Best Practices 96 < 100"])
    const bad = extract(lhr({ perf: 0.97, lcp: 1040, tbt: 51, cls: 0.002 }))
    expect(missedTargets(bad)).toEqual([
      "Performance 97 < 99",
      "Best Practices 96 < 100",
      "LCP 1.04 s > 1.0 s",
      "TBT 51 ms > 50 ms",
      "CLS 0.002 > 0",
    ])
  })

  test("the table has one row per page with the target verdict", () => {
    const good: RunResult = { ...extract(lhr()), bestPractices: 100 }
    const table = renderTable([
      { page: "/", result: good },
      { page: "/kontakt/", result: extract(lhr({ tbt: 90 })) },
    ])
    const lines = table.split("\n")
    expect(lines).toHaveLength(4)
    expect(lines[2]).toMatch(/^\| `\/` \| 100 \| 100 \| 100 \| 100 \| 0\.67 s \| 0\.90 s \| 37 ms \| 0\.000 \|.*\| all met \|$/)
    expect(lines[3]).toContain("missed: Best Practices 96 < 100; TBT 90 ms > 50 ms")
  })

  test("says whether the scripts came compressed", () => {
    expect(compressionNote([extract(lhr())])).toMatch(/^scripts were served compressed/)
    expect(compressionNote([extract(lhr({ encoded: false }))])).toMatch(/uncompressed/)
  })
})
