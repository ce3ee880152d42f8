/**
 * A small site as `gatsby build` leaves it in public/ — pages with inline scripts, styles and style
 * attributes, error pages, a content-hashed bundle, the CMS — for the tests of the header policy and of the server.
 */
import { createHash } from "node:crypto"
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"

import { parseAllHeaders, type Header } from "@netlify/headers-parser"
import type { RoutesManifest } from "gatsby"

import { listSiteFiles } from "../../server/server"

/** 20 hex digits, webpack's content hash. */
export const H = "0123456789abcdef0123"
export const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`
export const CONSENT = "(function(){window.dataLayer=[]})()"
/** Gatsby's inline script that names the page. */
export const loader = (path: string) => `/*<![CDATA[*/window.pagePath="${path}";/*]]>*/`

const page = (path: string) =>
  `<!doctype html><html><head><script id="consent-mode">${CONSENT}</script>` +
  `<script type="application/ld+json">{"@type":"WebPage"}</script>` +
  `<style data-href="/styles.${H}.css">body{color:red}</style></head>` +
  `<body><div id="gatsby-focus-wrapper" style="outline:none" tabindex="-1"></div>` +
  `<div style="clip:rect(0, 0, 0, 0);font-family:&quot;A&quot;"></div>` +
  `<script id="gatsby-script-loader">${loader(path)}</script><script src="/app-${H}.js" async></script></body></html>`

/**
 * A project folder whose public/ holds these pages (paths below public/, e.g. "kontakt/index.html"), the
 * bundle, the CMS and the `extra` files (paths below the project).
 */
export function builtProject(pages: string[], extra: Record<string, string | Buffer> = {}): string {
  const project = mkdtempSync(join(tmpdir(), "built-"))
  const files: Record<string, string | Buffer> = {
    ...Object.fromEntries(pages.map((file) => [`public/${file}`, page(`/${file}`.replace(/index\.html$/, ""))])),
    [`public/app-${H}.js`]: "console.log(1);".repeat(100),
    "public/admin/index.html": `<!doctype html><html><body><script src="/admin/cms.${H}.js"></script></body></html>`,
    [`public/admin/cms.${H}.js`]: "console.log(2);",
    ...extra,
  }
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(project, file)), { recursive: true })
    writeFileSync(join(project, file), content)
  }
  return project
}

/**
 * The routes manifest Gatsby hands the adapter for the project's public/: a static route per file, a year's caching
 * for the `hashed` ones (what Gatsby knows to be content-hashed), Gatsby's revalidation for the rest.
 */
export function routesManifest(project: string, hashed: string[] = [`/app-${H}.js`]): RoutesManifest {
  return listSiteFiles(join(project, "public")).map((file) => ({
    type: "static",
    path: file,
    filePath: `public${file}`,
    headers: [
      { key: "cache-control", value: `public, ${hashed.includes(file) ? "max-age=31536000, immutable" : "max-age=0, must-revalidate"}` },
    ],
  }))
}

/** The headers a path gets from the project's public/_headers as Netlify reads it: those of every rule matching it. */
export async function netlifyHeaders(project: string): Promise<(path: string) => Record<string, string>> {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [join(project, "public", "_headers")],
    configHeaders: [],
    minimal: false,
  })
  if (errors.length > 0) throw new Error(errors.map((error) => error.message).join("; "))
  const rules = headers as Header[]
  return (path) => Object.assign({}, ...rules.filter((rule) => rule.forRegExp.test(encodeURI(path))).map((rule) => rule.values))
}
