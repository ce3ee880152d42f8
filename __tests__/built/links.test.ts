/**
 * Every internal link and #anchor of the build resolves: paths to a file the server serves as it is
 * (no redirect, no 404), fragments to an element with that id on the target page. Absolute links to
 * our own site URL count as internal. External, tel: and mailto: links are checked elsewhere (views, e2e).
 */
import { loadContent } from "../support/content"
import { builtPages, fileForPath } from "../support/built-site"

const siteUrl: string = loadContent().siteYaml.siteUrl
const parse = (html: string) => new DOMParser().parseFromString(html, "text/html")

const pages = builtPages.map((page) => ({ ...page, document: parse(page.html) }))
const idsOf = new Map(pages.map((page) => [page.file, new Set([...page.document.querySelectorAll("[id]")].map((el) => el.id))]))

/** Why a link does not resolve from the page in `pageFile`, or null when it does. */
function problem(pageFile: string, value: string): string | null {
  const [pathPart, fragment] = (value.startsWith(siteUrl) ? value.slice(siteUrl.length) || "/" : value).split("#", 2)
  let target = pageFile
  if (pathPart) {
    if (pathPart.startsWith("//")) return "protocol-relative URL"
    const file = fileForPath(pathPart)
    if (!file) return `no file in public/ for ${pathPart}`
    target = file
  }
  if (fragment === undefined) return null
  if (fragment === "" || !target.endsWith(".html")) return "empty fragment or fragment on a non-HTML target"
  return idsOf.get(target)?.has(decodeURIComponent(fragment)) ? null : `no element with id="${fragment}" on ${pathPart || "this page"}`
}

test.each(pages.map((page) => [page.urlPath, page] as const))("%s: internal links and anchors resolve", (_path, page) => {
  const links = [...page.document.querySelectorAll("a[href], link[href], script[src], img[src], form[action]")].map(
    (el) => [el.tagName.toLowerCase(), el.getAttribute("href") ?? el.getAttribute("src") ?? el.getAttribute("action")!] as const,
  )
  const internal = links.filter(([, value]) => /^[/#]/.test(value) || value.startsWith(`${siteUrl}/`) || value === siteUrl)
  expect(internal.length).toBeGreaterThan(3)
  const broken = internal.map(([tag, value]) => [tag, value, problem(page.file, value)]).filter(([, , why]) => why)
  expect(broken).toEqual([])
})
