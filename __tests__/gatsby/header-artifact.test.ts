/** @jest-environment node */
import { createHash } from "node:crypto"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { brotliDecompressSync, gunzipSync } from "node:zlib"

import { adminContentSecurityPolicy, contentSecurityPolicy, inlineHashes } from "../../gatsby/headers/csp.ts"
import { finalizeBuild } from "../../gatsby/finalize-build.ts"
import { buildHeaderRules, listSiteFiles, serializeHeaderRules, type HeaderRule } from "../../gatsby/headers/header-rules.ts"
import { precompress } from "../../gatsby/precompress.ts"
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, SECURITY_HEADERS } from "../../gatsby/headers/header-rules.ts"
import { parseAllHeaders } from "@netlify/headers-parser"

const hash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`
const H = "0123456789abcdef0123"

function write(root: string, file: string, content: string): void {
  mkdirSync(dirname(join(root, file)), { recursive: true })
  writeFileSync(join(root, file), content)
}

const CONSENT = "(function(){window.dataLayer=[]})()"
const page = (path: string) =>
  `<!doctype html><html><head><script id="consent-mode">${CONSENT}</script>` +
  `<script type="application/ld+json">{"@type":"WebPage"}</script>` +
  `<style data-identity="gatsby-global-css">body{color:red}</style></head>` +
  `<body><div id="gatsby-focus-wrapper" style="outline:none" tabindex="-1"></div>` +
  `<div style="clip:rect(0, 0, 0, 0);font-family:&quot;A&quot;"></div>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${path}";/*]]>*/</script>` +
  `<script src="/app-${H}.js" async></script></body></html>`

let tmp: string
let root: string

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), "header-artifact-"))
  root = join(tmp, "public")
  write(root, "index.html", page("/"))
  write(root, "kontakt/index.html", page("/kontakt/"))
  write(root, "404.html", page("/404.html"))
  write(root, "404/index.html", page("/404/"))
  write(root, "500.html", page("/500.html"))
  write(root, `app-${H}.js`, "console.log(1);".repeat(100))
  write(root, "static/logo.svg", "<svg/>")
  write(root, "page-data/app-data.json", "{}")
  write(root, "_redirects", "")
  write(root, "admin/index.html", `<!doctype html><html><body><script src="/admin/cms.${H}.js"></script></body></html>`)
  write(root, `admin/cms.${H}.js`, "console.log(2);")
})

afterAll(() => rmSync(tmp, { recursive: true, force: true }))

describe("inlineHashes", () => {
  test("hashes inline scripts, style elements and style attributes, not src scripts or data blocks", () => {
    const h = inlineHashes(page("/kontakt/"))
    expect(h.scripts).toEqual([hash(CONSENT), hash('/*<![CDATA[*/window.pagePath="/kontakt/";/*]]>*/')])
    expect(h.styles).toEqual([hash("body{color:red}")])
    // Attribute values are hashed as the browser decodes them.
    expect(h.styleAttributes).toEqual([hash("outline:none"), hash('clip:rect(0, 0, 0, 0);font-family:"A"')])
  })

  test("over several pages: the union without duplicates", () => {
    const merged = inlineHashes(page("/a/") + page("/b/"))
    expect(merged.scripts).toHaveLength(3)
    expect(merged.styles).toHaveLength(1)
  })
})

describe("contentSecurityPolicy", () => {
  const csp = contentSecurityPolicy(inlineHashes(page("/")), "production")
  const directive = (name: string) => csp.split("; ").find((d) => d.split(" ")[0] === name)

  test("strict: default this origin, no unsafe script sources, the required directives, and only directives every engine knows", () => {
    expect(directive("default-src")).toBe("default-src 'self'")
    // WebKit reports e.g. manifest-src as unrecognised on every page.
    const known = ["default-src", "script-src", "style-src", "style-src-attr", "img-src", "connect-src", "font-src", "object-src"]
    known.push("base-uri", "form-action", "frame-ancestors", "upgrade-insecure-requests")
    for (const name of csp.split("; ").map((d) => d.split(" ")[0])) expect(known).toContain(name)
    expect(directive("script-src")).not.toMatch(/unsafe|strict-dynamic|\*(?!\.)/)
    expect(directive("object-src")).toBe("object-src 'none'")
    expect(directive("base-uri")).toBe("base-uri 'self'")
    expect(directive("frame-ancestors")).toBe("frame-ancestors 'none'")
    expect(directive("form-action")).toBe("form-action 'self'")
    expect(directive("upgrade-insecure-requests")).toBe("upgrade-insecure-requests")
    expect(directive("style-src")).not.toContain("unsafe")
  })

  test("Google's documented Tag Manager + GA4 hosts, and only those", () => {
    expect(directive("script-src")).toBe(
      `script-src 'self' ${hash(CONSENT)} ${hash('/*<![CDATA[*/window.pagePath="/";/*]]>*/')} https://*.googletagmanager.com`,
    )
    expect(directive("img-src")).toBe("img-src 'self' data: https://*.google-analytics.com https://*.googletagmanager.com")
    expect(directive("connect-src")).toBe(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com https://www.google.com",
    )
  })

  test("preview builds add the GTM preview hosts; production does not", () => {
    const preview = contentSecurityPolicy(inlineHashes(page("/")), "preview")
    expect(preview).toContain("https://tagmanager.google.com")
    expect(csp).not.toContain("tagmanager.google.com")
  })
})

/** The headers a path gets: `/*` and its own exact rule, the later winning per name (how every host reads our rules). */
const compileHeaderRules = (rules: readonly HeaderRule[]) => ({
  headersFor: (path: string): Record<string, string> =>
    Object.assign({}, ...rules.filter((rule) => rule.path === "/*" || rule.path === path).map((rule) => Object.fromEntries(rule.headers))),
})

/** `_headers` text as Netlify reads it: one entry per rule, its path and its headers. */
async function readAsNetlify(text: string): Promise<HeaderRule[]> {
  const file = join(tmp, "read-as-netlify", "_headers")
  write(join(tmp, "read-as-netlify"), "_headers", text)
  const { headers, errors } = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false })
  expect(errors).toEqual([])
  return headers.map((rule) => ({ path: decodeURI(rule.for), headers: Object.entries(rule.values).map(([n, v]) => [n, String(v)]) }))
}

describe("_headers", () => {
  test("Netlify's parser reads what we write: comments, case, percent-encoded paths, values with commas", async () => {
    const rules: HeaderRule[] = [
      { path: "/*", headers: [["X-A", "1"]] },
      { path: "/über/", headers: [["Cache-Control", "x, y"]] },
    ]
    const text = serializeHeaderRules(rules, "hello\nworld")
    expect(text).toBe("# hello\n# world\n/*\n  X-A: 1\n/%C3%BCber/\n  Cache-Control: x, y\n")
    expect(await readAsNetlify(text)).toEqual(rules)
  })
})

describe("buildHeaderRules", () => {
  test("/* first with every security header, revalidation and the error pages' CSP", () => {
    const [fallback] = buildHeaderRules(root, "production")
    expect(fallback?.path).toBe("/*")
    const headers = Object.fromEntries(fallback!.headers)
    expect(headers).toMatchObject({ ...SECURITY_HEADERS, "Cache-Control": CACHE_REVALIDATE })
    for (const path of ["/404.html", "/404/", "/500.html"]) {
      expect(headers["Content-Security-Policy"]).toContain(hash(`/*<![CDATA[*/window.pagePath="${path}";/*]]>*/`))
    }
  })

  test("every page URL gets its own CSP; exact immutable rules; nothing else", () => {
    const rules = buildHeaderRules(root, "production")
    expect(rules.map((r) => r.path)).toEqual([
      "/*",
      "/",
      "/index.html",
      "/kontakt/",
      "/kontakt/index.html",
      `/app-${H}.js`,
      "/static/logo.svg",
      `/admin/cms.${H}.js`,
      "/admin/",
      "/admin/index.html",
    ])
    const compiled = compileHeaderRules(rules)
    // A page rule adds its CSP; the security headers and revalidation of /* stay.
    expect(compiled.headersFor("/kontakt/")).toMatchObject({ ...SECURITY_HEADERS, "Cache-Control": CACHE_REVALIDATE })
    expect(compiled.headersFor("/kontakt/")["Content-Security-Policy"]).toContain(hash('/*<![CDATA[*/window.pagePath="/kontakt/";/*]]>*/'))
    expect(compiled.headersFor("/kontakt/")["Content-Security-Policy"]).not.toContain(hash('/*<![CDATA[*/window.pagePath="/";/*]]>*/'))
    expect(compiled.headersFor(`/app-${H}.js`)["Cache-Control"]).toBe(CACHE_IMMUTABLE)
    expect(compiled.headersFor("/static/logo.svg")["Cache-Control"]).toBe(CACHE_IMMUTABLE)
    // A missing file below /static/ is never cached for a year.
    expect(compiled.headersFor("/static/missing.svg")["Cache-Control"]).toBe(CACHE_REVALIDATE)
    expect(compiled.headersFor("/page-data/app-data.json")["Cache-Control"]).toBe(CACHE_REVALIDATE)
  })

  test("preview builds send X-Robots-Tag: noindex everywhere; production and development builds nowhere", () => {
    const robots = (environment: "preview" | "production" | "development") => {
      const compiled = compileHeaderRules(buildHeaderRules(root, environment))
      return ["/", "/kontakt/", `/app-${H}.js`, "/nope"].map((path) => compiled.headersFor(path)["X-Robots-Tag"])
    }
    expect(robots("preview")).toEqual(["noindex", "noindex", "noindex", "noindex"])
    expect(robots("production")).toEqual([undefined, undefined, undefined, undefined])
    expect(robots("development")).toEqual([undefined, undefined, undefined, undefined])
  })

  test("a build without 404.html is refused", () => {
    const dir = join(tmp, "no-404")
    write(dir, "index.html", page("/"))
    expect(() => buildHeaderRules(dir, "production")).toThrow(/404\.html is missing/)
  })
})

describe("the CMS at /admin/", () => {
  const headersFor = (environment: "preview" | "production" | "development", path: string) =>
    compileHeaderRules(buildHeaderRules(root, environment)).headersFor(path)
  const directive = (csp: string, name: string) => csp.split("; ").find((d) => d.split(" ")[0] === name)

  test("its page gets its own CSP and opener policy, noindex in every environment; the security headers of /* stay", () => {
    for (const environment of ["production", "preview", "development"] as const) {
      for (const path of ["/admin/", "/admin/index.html"]) {
        expect(headersFor(environment, path)).toEqual({
          ...SECURITY_HEADERS,
          ...(environment === "preview" ? { "X-Robots-Tag": "noindex" } : {}),
          "Cache-Control": CACHE_REVALIDATE,
          "X-Robots-Tag": "noindex",
          "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
          "Content-Security-Policy": adminContentSecurityPolicy(environment),
        })
      }
    }
  })

  test("its bundle is immutable and noindex, without a CSP of its own", () => {
    expect(headersFor("production", `/admin/cms.${H}.js`)).toMatchObject({ "Cache-Control": CACHE_IMMUTABLE, "X-Robots-Tag": "noindex" })
    const fallbackCsp = headersFor("production", "/nope")["Content-Security-Policy"]
    expect(headersFor("production", `/admin/cms.${H}.js`)["Content-Security-Policy"]).toBe(fallbackCsp)
  })

  test("the site's pages keep their strict CSP and the same-origin opener policy", () => {
    for (const path of ["/", "/kontakt/", "/nope"]) {
      const headers = headersFor("development", path)
      expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin")
      expect(headers["Content-Security-Policy"]).not.toMatch(/unsafe-inline|unsafe-eval|github|netlify|127\.0\.0\.1/)
    }
  })

  test("its CSP: scripts from this origin only (eval for Decap's config check), inline styles, GitHub and Netlify", () => {
    const csp = adminContentSecurityPolicy("production")
    expect(directive(csp, "default-src")).toBe("default-src 'none'")
    expect(directive(csp, "script-src")).toBe("script-src 'self' 'unsafe-eval'")
    expect(directive(csp, "style-src")).toBe("style-src 'self' 'unsafe-inline'")
    expect(directive(csp, "connect-src")).toBe(
      "connect-src 'self' https://api.github.com https://www.githubstatus.com https://api.netlify.com",
    )
    expect(directive(csp, "img-src")).toBe(
      "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    )
    expect(directive(csp, "object-src")).toBe("object-src 'none'")
    expect(directive(csp, "frame-ancestors")).toBe("frame-ancestors 'none'")
    expect(directive(csp, "upgrade-insecure-requests")).toBe("upgrade-insecure-requests")
    expect(adminContentSecurityPolicy("preview")).toBe(csp)
  })

  test("development builds let it reach decap-server on this machine, over plain http", () => {
    const csp = adminContentSecurityPolicy("development")
    expect(directive(csp, "connect-src")).toBe(
      "connect-src 'self' https://api.github.com https://www.githubstatus.com https://api.netlify.com http://localhost:* http://127.0.0.1:*",
    )
    expect(directive(csp, "upgrade-insecure-requests")).toBeUndefined()
  })
})

describe("precompress", () => {
  test("writes smaller .br/.gz variants of text files only, decompressing to the original", () => {
    const dir = join(tmp, "compress")
    const js = "console.log('hello');\n".repeat(200)
    write(dir, "a.js", js)
    write(dir, "tiny.css", "a{}")
    write(dir, "img.png", "x".repeat(5000))
    write(dir, "_headers", "/*\n  X: 1\n".repeat(100))
    precompress(dir)
    expect(brotliDecompressSync(readFileSync(join(dir, "a.js.br"))).toString()).toBe(js)
    expect(gunzipSync(readFileSync(join(dir, "a.js.gz"))).toString()).toBe(js)
    expect(readFileSync(join(dir, "a.js.br")).length).toBeLessThan(js.length / 2)
    for (const none of ["tiny.css.br", "img.png.br", "img.png.gz", "_headers.br"]) {
      expect(existsSync(join(dir, none))).toBe(false)
    }
    expect(listSiteFiles(dir)).toEqual(["/a.js", "/img.png", "/tiny.css"])
  })
})

describe("finalizeBuild", () => {
  /** The part of Gatsby's public/webpack.stats.json that names this build's files. */
  const webpackStats = (...app: string[]) => JSON.stringify({ assetsByChunkName: { app } })

  test("fails the build when a page still inlines the stylesheet of an earlier build", () => {
    const project = join(tmp, "project-stale")
    const pub = join(project, "public")
    write(pub, "index.html", page("/").replace("</head>", '<style data-href="/styles.0000aaaa.css">p{}</style></head>'))
    write(pub, "404.html", page("/404.html").replace("</head>", '<style data-href="/styles.1111bbbb.css">p{}</style></head>'))
    write(pub, "webpack.stats.json", webpackStats("styles.1111bbbb.css", `app-${H}.js`))
    expect(() => finalizeBuild({ projectRoot: project, env: {}, log: () => {} })).toThrow(
      /earlier build.*: \/index\.html\. Run "npm run clean"/,
    )
  })

  test("replaces the adapter's file with the complete policy and precompresses", async () => {
    const project = join(tmp, "project")
    const pub = join(project, "public")
    write(pub, "index.html", page("/"))
    write(pub, "404.html", page("/404.html"))
    write(pub, `app-${H}.js`, "console.log(1);".repeat(100))
    write(pub, "webpack.stats.json", webpackStats(`app-${H}.js`))
    write(
      pub,
      "_headers",
      `# gatsby-adapter-netlify start\n/*\n  x-xss-protection: 1; mode=block\n/app-${H}.js\n  cache-control: ${CACHE_IMMUTABLE}\n# gatsby-adapter-netlify end\n`,
    )
    const lines: string[] = []
    finalizeBuild({ projectRoot: project, env: { SITE_ENV: "production" }, log: (l) => lines.push(l) })
    const text = readFileSync(join(pub, "_headers"), "utf8")
    expect(text).not.toContain("x-xss-protection")
    expect(await readAsNetlify(text)).toEqual(buildHeaderRules(pub, "production"))
    expect(existsSync(join(pub, `app-${H}.js.br`)) && existsSync(join(pub, `app-${H}.js.gz`))).toBe(true)
    expect(lines.at(-1)).toMatch(/_headers: \d+ rules \(production\)/)
  })
})
