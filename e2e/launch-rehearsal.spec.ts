/**
 * The launch rehearsal: in a throw-away project copy made launch-ready (__tests__/support/launch-ready.ts), the operator's
 * `SITE_ENV=production npm start`, then what only a production build shows to a browser, a search engine and an editor.
 * The suite's one build besides the development build, so it also carries what only a build of changed sources shows:
 * README's "Adding a field" done with text of every script and markup, a cleared optional field, a changed raw value of
 * the example report, a date without quotes, every company fact changed, and the loading mode the content does not
 * configure (it selects prerendered text and the head script whose hash is in every page's CSP: no switch without a build).
 */
import { execFileSync } from "node:child_process"
import { readFileSync, rmSync, writeFileSync } from "node:fs"
import { createHash } from "node:crypto"
import path from "node:path"
import { load } from "js-yaml"

import { FACTS, retypedFacts } from "../content-model/facts"
import { computeReport, REPORT_PDF_PATH, reportExcerpt } from "../content-model/report/report"
import { type Company, type ExampleReport, type Home, LIMITS } from "../content-model/schemas"
import { readable } from "../__tests__/support/readable"
import { contentFiles, loadContent, projectRoot } from "../__tests__/support/content-files"
import { freePort } from "../__tests__/support/free-port"
import { makeLaunchReady, REHEARSAL } from "../__tests__/support/launch-ready"
import { NODE, projectCopy, runInCopy, startInCopy } from "../__tests__/support/project-copy"
import { expect, PAGES, test, UNKNOWN_PATH } from "./fixtures"
import { bannerProblems, layoutProblems, SCREENS } from "./geometry"

const PUBLIC_PAGES = PAGES.filter((page) => page !== UNKNOWN_PATH)
const LOCAL_HOST = /localhost|127\.0\.0\.1|\[::1\]/
const GTM = `https://www.googletagmanager.com/gtm.js?id=${REHEARSAL.containerId}`

const content = loadContent()
const { companyYaml: committed, consentYaml: consent, layoutYaml: layout } = content
const configured = content.siteYaml.tagManager.loadingMode
const loadingMode = configured === "advanced" ? "basic" : "advanced"
const { lastUpdated } = content.datenschutzYaml
/** The new field's value: every script, a combining mark, typographic quotes and markup that must stay text. */
const VALUE = "Wir antworten 👩‍🔬🇩🇪 検証 אימות تحقق e\u0301 „so“ <b>&amp; </script> Werktagsantwortzeitgarantie"

type Limit = number | { [key: string]: Limit }

/** `data` with each text `limit` (LIMITS or a part) names at its limit, its words repeated; each list at its `entries`, all distinct. */
function atLimit(data: unknown, limit: Limit, prefix = ""): unknown {
  const max = limit as number
  if (typeof data === "string") return `${prefix}${data} `.repeat(max).slice(0, max).replace(/ $/, ".")
  if (Array.isArray(data)) {
    const { entries, ...entry } = limit as { entries: number }
    return Array.from({ length: entries }, (_, i) => atLimit(data[i % data.length], entry, i < data.length ? "" : `${i + 1} `))
  }
  const part = (key: string) => (typeof limit === "number" ? limit : limit[key])
  return Object.fromEntries(
    Object.entries(data as object).map(([key, value]) => [key, part(key) ? atLimit(value, part(key)!, prefix) : value]),
  )
}

/**
 * The company's facts as an editor changes them, each in its one field: with the name, phone and e-mail that
 * launch-ready.ts enters, every fact a text may name by token differs from the committed content.
 */
const CHANGED_FACTS = {
  productName: "Metrovalid",
  foundingYear: 2019,
  pricing: { lowPrice: 300, highPrice: 650 },
  officeHours: [{ label: "Montag–Mittwoch", days: ["Monday", "Tuesday", "Wednesday"], opens: "08:30", closes: "16:30" }],
}

/** The example report with its first raw value 30 % higher, as the copy builds it. */
const changedReport = structuredClone(content.exampleReportYaml) as ExampleReport
changedReport.precision.levels[0]!.results[0]![0] = Number((changedReport.precision.levels[0]!.results[0]![0]! * 1.3).toFixed(1))

/**
 * How often a build parses each content file, by parser (counted by __tests__/support/count-content-parses.cjs): once,
 * by gatsby-transformer-yaml's js-yaml; the check, the settings and the pages take that reading (gatsby/content-nodes.ts).
 */
const PARSES_PER_FILE = { yaml: 0, "js-yaml": 1 }
const PARSES_LOG = "content-parses.log"

/** Replaces `from`, which must occur exactly once, in a file of `dir`. */
function edit(dir: string, file: string, from: string, to: string): void {
  const text = readFileSync(path.join(dir, file), "utf8")
  expect(text.split(from), file).toHaveLength(2)
  writeFileSync(path.join(dir, file), text.replace(from, to))
}

/** The copy as the operator leaves it at launch, with the changes above. */
function prepare(dir: string): void {
  makeLaunchReady(dir, (file, data) => {
    if (file === "site/index.yaml") Object.assign(data.tagManager as object, { loadingMode })
    if (file === "company/index.yaml") {
      Object.assign(data, { ...CHANGED_FACTS, pricing: { ...(data.pricing as object), ...CHANGED_FACTS.pricing } })
    }
    if (file === "contact/index.yaml") Object.assign(data.seo as object, { title: "Kontakt 👩‍🔬 検証 אימות" })
    if (file === "example-report/index.yaml") data.precision = changedReport.precision
    Object.assign(data, atLimit(data, (LIMITS as Record<string, Limit>)[file.split("/")[0]!] ?? {}))
    // Cleared after the stretching, which would fill it.
    if (file === "home/index.yaml") (data.hero as Home["hero"]).example.results.find((result) => result.note !== undefined)!.note = " "
  })
  // README's "Adding a field": the contact page's shape is the only one with `...pageTop` followed by `quickContact`.
  edit(dir, "content-model/schemas.ts", "  ...pageTop,\n  quickContact", "  ...pageTop,\n  replyTime: text,\n  quickContact")
  const view = "src/views/ContactView/ContactView.tsx"
  edit(dir, view, "fragment ContactView on ContactYaml {\n", "fragment ContactView on ContactYaml {\n    replyTime\n")
  edit(dir, view, "text={contact.intro} />", 'text={contact.intro} />\n<p id="antwortzeit">{contact.replyTime}</p>')
  edit(dir, "content/contact/index.yaml", "\nquickContact:", `\nreplyTime: "${VALUE}"\nquickContact:`)
  // As the CMS's date picker writes it.
  edit(dir, "content/datenschutz/index.yaml", `lastUpdated: "${lastUpdated}"`, `lastUpdated: ${lastUpdated}`)
}

/** Builds and serves the copy with `npm start`, as the operator would; resolves once it serves. */
async function launch() {
  const dir = projectCopy("launch-")
  prepare(dir)
  const company = load(readFileSync(path.join(dir, "content", "company", "index.yaml"), "utf8")) as Company
  const port = await freePort()
  const server = startInCopy(dir, "npm", ["start"], {
    SITE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: `${port}`,
    NODE_OPTIONS: `--require ${JSON.stringify(path.join(projectRoot, "__tests__", "support", "count-content-parses.cjs"))}`,
    CONTENT_PARSES_LOG: path.join(dir, PARSES_LOG),
  })
  const stop = async () => {
    await server.stop()
    rmSync(dir, { recursive: true, force: true })
  }
  const origin = `http://127.0.0.1:${port}`
  const serves = async () => (await fetch(origin).catch(() => undefined))?.ok === true
  try {
    await expect.poll(async () => server.running() && (await serves()), { timeout: 540_000, message: server.output() }).toBe(true)
  } catch (error) {
    await stop()
    throw error
  }
  const read = (file: string) => readFileSync(path.join(dir, file), "utf8")
  return { dir, origin, read, stop, company }
}

test.describe(`production build, loading mode "${loadingMode}"`, () => {
  let site: Awaited<ReturnType<typeof launch>>
  test.beforeAll(async () => {
    test.setTimeout(600_000)
    site = await launch()
  })
  test.afterAll(async () => site?.stop())

  test("npm start built for production; every page is indexable and its own canonical on siteUrl, shows no preview ribbon; each company fact, changed in its one field, shows its new value and leaves its old one on no page: text, meta tags, JSON-LD", async ({
    page,
  }) => {
    // The headers of that environment (no noindex, no local host in a CSP): __tests__/gatsby/header-policy.test.ts.
    expect(site.read("public/_headers")).toMatch(/^# Site environment: production\.$/m)
    const found: string[] = []
    for (const urlPath of PAGES) {
      const response = await page.goto(site.origin + urlPath)
      const shown = await page.evaluate(() =>
        [
          document.title,
          document.body.innerText,
          ...[...document.querySelectorAll("meta[content]")].map((meta) => meta.getAttribute("content")),
          ...[...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent),
        ].join("\n"),
      )
      expect(retypedFacts(shown, committed), urlPath).toEqual([])
      const current = retypedFacts(shown, site.company)
      expect(current, urlPath).toContain("product")
      found.push(...current)
      expect(response!.status()).toBe(PUBLIC_PAGES.includes(urlPath) ? 200 : 404)
      await expect(page.getByRole("complementary", { name: layout.previewRibbon.label })).toHaveCount(0)
      if (!PUBLIC_PAGES.includes(urlPath)) continue
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", REHEARSAL.siteUrl + urlPath)
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", REHEARSAL.siteUrl + urlPath)
    }
    expect(new Set(found)).toEqual(new Set(Object.keys(FACTS)))
  })

  test("/admin/ logs in through GitHub, never the local backend", async ({ page }) => {
    const local: string[] = []
    page.on("request", (request) => {
      const url = new URL(request.url())
      if (url.origin !== site.origin && LOCAL_HOST.test(url.hostname)) local.push(request.url())
    })
    await page.goto(site.origin + "/admin/")
    await expect(page.getByRole("button", { name: "Mit GitHub einloggen" })).toBeVisible()
    expect(local).toEqual([])
  })

  test("a field named in the schema, the view's fragment and its JSX is rendered, escaped, and typed; a cleared one is absent; a date without quotes is the same day", async ({
    page,
  }) => {
    await page.goto(site.origin + "/kontakt/")
    expect(readable(await page.locator("#antwortzeit").textContent())).toBe(VALUE)
    expect(site.read("public/kontakt/index.html")).not.toContain("<b>&amp; </script>")
    expect(site.read("public/index.html")).not.toMatch(/<small[^>]*>(?:\s|<!-- -->)*<\/small>/)
    expect(/type ContactViewFragment = \{[^\n]*/.exec(site.read("src/gatsby-types.d.ts"))?.[0]).toContain("readonly replyTime: string")
    const tsc = runInCopy(site.dir, ["node_modules/typescript/bin/tsc", "--noEmit", "-p", "."], {}, 180_000)
    expect([tsc.status, tsc.stdout]).toEqual([0, ""])
    // A day without quotes, which gatsby-transformer-yaml reads as a Date, is the same day on the page.
    expect(site.read("public/datenschutz/index.html")).toContain(`<time dateTime="${lastUpdated}">`)
  })

  test("a changed raw value changes every figure that depends on it: on the report page, in its PDF and in the home page's excerpt", () => {
    const [before, after] = [computeReport(content.exampleReportYaml), computeReport(changedReport)]
    const [figuresBefore, figuresAfter] = [before.precision.levels[0]!.figures, after.precision.levels[0]!.figures]
    const page = readable(site.read("public/beispielbericht/index.html"))
    const pdfFile = path.join(site.dir, "public", REPORT_PDF_PATH)
    const pdf = JSON.parse(execFileSync(NODE, [path.join(projectRoot, "__tests__", "support", "pdf-text.ts"), pdfFile]).toString()) as {
      texts: string[]
    }
    for (const key of ["mean", "sR", "sWL", "cvR", "cvWL", "biasUnits", "uc", "expandedRelative"] as const) {
      expect([key, figuresAfter[key] === figuresBefore[key]]).toEqual([key, false])
      expect(page).toContain(figuresAfter[key])
      expect(pdf.texts.join(" ")).toContain(figuresAfter[key])
    }
    const card = readable(/<figure[\s\S]*?<\/figure>/.exec(site.read("public/index.html"))![0])
    const rows = content.homeYaml.hero.example.results
    const shown = (report: typeof before) => reportExcerpt(report, rows).rows.map((row) => row.value)
    const [shownBefore, shownAfter] = [shown(before), shown(after)]
    expect(shownAfter).not.toEqual(shownBefore)
    for (const value of shownAfter) expect(card).toContain(`${value} %`)
  })

  test(`loading mode "${loadingMode}": /datenschutz/ and the banner describe it, none of "${configured}"; Consent Mode's defaults come first; the configured container's gtm.js, and nothing else of Google's, loads ${loadingMode === "advanced" ? "at once" : "with consent only"} and runs`, async ({
    page,
    thirdParty,
  }) => {
    const { analytics } = content.datenschutzYaml
    const onlyConfigured = analytics[configured]!.paragraphs.filter((p: string) => !analytics[loadingMode]!.paragraphs.includes(p))
    expect(onlyConfigured.length).toBeGreaterThan(0)
    await page.goto(site.origin + "/datenschutz/")
    const [analyse, banner] = await Promise.all(
      ["analyse", "cookie-banner"].map(async (id) => readable(await page.locator(`#${id}`).textContent())),
    )
    for (const paragraph of analytics[loadingMode]!.paragraphs) expect(analyse).toContain(paragraph)
    for (const paragraph of onlyConfigured) expect(analyse).not.toContain(paragraph)
    expect(banner).toContain(consent.banner.text[loadingMode])
    expect(banner).not.toContain(consent.banner.text[configured])

    const head = await page.evaluate(() => [...document.head.querySelectorAll("script")].map((script) => script.id || script.src))
    expect(head[0]).toBe("consent-mode")
    const firstCommand = await page.evaluate(() => Array.from((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer[0]!))
    expect(firstCommand.slice(0, 2)).toEqual(["consent", "default"])
    expect(thirdParty).toEqual(loadingMode === "advanced" ? [GTM] : [])
    await page.getByRole("button", { name: consent.banner.acceptAllLabel }).click()
    await expect.poll(() => thirdParty).toEqual([GTM])
    // The page's policy let it run: the stub of fixtures.ts counts its runs.
    await expect.poll(() => page.evaluate(() => (window as Window & { __gtmStubLoaded?: number }).__gtmStubLoaded)).toBe(1)
  })

  test("with each field of LIMITS (content-model/schemas.ts) at its limit, the layout holds on the home page and a subpage: the banner's share and its choices, the geometry checks; on a laptop the headline in at most four lines beside the report, both starting level, and its overall verdict in the first screen; on a tablet the report centred, on a phone within one and a half screens", async ({
    page,
  }) => {
    await page.goto(site.origin + "/")
    for (const { width, height, bannerShare } of SCREENS) {
      await page.setViewportSize({ width, height })
      expect(await page.evaluate(bannerProblems, bannerShare), `banner at ${width}×${height}`).toEqual([])
    }
    await page.locator('#cookie-banner button[data-consent-choice="necessary"]:not([aria-label])').click()
    // The home page last: the placement checks below measure it.
    for (const urlPath of ["/kontakt/", "/"]) {
      await page.goto(site.origin + urlPath)
      for (const { width, height } of SCREENS) {
        await page.setViewportSize({ width, height })
        const navigationItems = LIMITS.layout.navigation.items.entries
        const problems = await page.evaluate(layoutProblems, { navigationItems, home: urlPath === "/" })
        expect(problems, `${urlPath} at ${width}×${height}`).toEqual([])
      }
    }
    const [main, h1, report] = [page.getByRole("main"), page.locator("h1"), page.locator("main figure:has(table)")]
    await page.setViewportSize({ width: 1366, height: 768 })
    // The overall verdict, label and result, wholly in the first screen.
    await expect(report.locator("p", { hasText: content.homeYaml.hero.example.overall.label })).toBeInViewport({ ratio: 1 })
    const lines = await h1.evaluate((element) => element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight))
    const [h1Box, reportBox] = [(await h1.boundingBox())!, (await report.boundingBox())!]
    // Text and report start level: no dead tint above either.
    const textTop = (await main.locator("p").first().boundingBox())!.y
    expect([Math.round(lines) <= 4, reportBox.x > h1Box.x + h1Box.width, Math.abs(reportBox.y - textTop) < 8]).toEqual([true, true, true])
    await page.setViewportSize({ width: 768, height: 1024 })
    const [centred, mainBox] = [(await report.boundingBox())!, (await main.boundingBox())!]
    expect(Math.abs(centred.x - mainBox.x - (mainBox.x + mainBox.width - centred.x - centred.width))).toBeLessThan(2)
    await page.setViewportSize({ width: 390, height: 844 })
    expect((await report.boundingBox())!.y).toBeLessThan(1.5 * 844)
  })

  test("the build parses each content file a fixed number of times, whatever the number of pages and workers", () => {
    const parses = site.read(PARSES_LOG).split("\n")
    const counted = contentFiles(path.join(site.dir, "content")).map((file) => {
      const source = site.read(path.join("content", file))
      const hash = createHash("sha1").update(source).digest("hex")
      const by = (parser: string) => parses.filter((line) => line === `${parser} ${hash}`).length
      return [file, { yaml: by("yaml"), "js-yaml": by("js-yaml") }]
    })
    expect(counted).toEqual(counted.map(([file]) => [file, PARSES_PER_FILE]))
  })
})
