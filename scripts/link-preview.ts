/**
 * docs/screenshots/link-preview.jpg (written by `npm run screenshots`): how a
 * link to the landing page looks when shared, as a LinkedIn feed card and as
 * an e-mail/messenger preview. A mock: the cards are our own HTML, filled with
 * what a crawler reads from the built public/index.html (og:title,
 * og:description, og:image, the domain of og:url) and the built share image,
 * rendered in Chromium from the files (no server, no internet).
 */
import { readFileSync } from "node:fs"
import path from "node:path"

import type { Browser } from "@playwright/test"

const escapeHtml = (s: string): string => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")
const unescapeHtml = (s: string): string =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")

/** The Open Graph values of a built page, as a link-preview crawler reads them. */
function openGraph(html: string): { title: string; description: string; image: string; url: string } {
  const value = (property: string): string => {
    const match = new RegExp(`<meta property="og:${property}" content="([^"]*)"`).exec(html)
    if (!match) throw new Error(`the built page has no og:${property}`)
    return unescapeHtml(match[1]!)
  }
  return { title: value("title"), description: value("description"), image: value("image"), url: value("url") }
}

function cardsHtml(og: ReturnType<typeof openGraph>, imageDataUrl: string): string {
  const domain = new URL(og.url).hostname.replace(/^www\./, "")
  const [title, description] = [escapeHtml(og.title), escapeHtml(og.description)]
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><style>
  body { margin: 0; font-family: system-ui, sans-serif; color: #1f1f1f; }
  #cards { display: flex; gap: 40px; align-items: flex-start; padding: 32px; background: #f4f2ee; width: max-content; }
  .label { font-size: 13px; color: #666; margin: 0 0 8px; letter-spacing: 0.02em; text-transform: uppercase; }
  .feed { width: 552px; background: #fff; border-radius: 8px; box-shadow: 0 0 0 1px rgb(0 0 0 / 8%); overflow: hidden; }
  .feed img { display: block; width: 552px; height: 290px; object-fit: cover; }
  .feed .text { padding: 10px 12px 12px; }
  .feed .title { font-size: 15px; font-weight: 600; line-height: 1.35; }
  .feed .domain { font-size: 12px; color: #666; margin-top: 4px; }
  .mail { width: 420px; background: #fff; border: 1px solid #dadce0; border-radius: 8px; overflow: hidden; }
  .mail img { display: block; width: 420px; height: 221px; object-fit: cover; border-bottom: 1px solid #dadce0; }
  .mail .text { padding: 12px 14px 14px; }
  .mail .domain { font-size: 12px; color: #5f6368; }
  .mail .title { font-size: 15px; font-weight: 600; color: #1a0dab; margin: 4px 0; line-height: 1.3; }
  .mail .description { font-size: 13px; color: #3c4043; line-height: 1.4; }
</style></head><body><div id="cards">
  <div><p class="label">LinkedIn feed</p><div class="feed"><img alt="" src="${imageDataUrl}">
    <div class="text"><div class="title">${title}</div><div class="domain">${domain}</div></div></div></div>
  <div><p class="label">E-mail / messenger</p><div class="mail"><img alt="" src="${imageDataUrl}">
    <div class="text"><div class="domain">${domain}</div><div class="title">${title}</div><div class="description">${description}</div></div></div></div>
</div></body></html>`
}

/** Renders the cards for the built landing page into `outFile` (JPEG); returns nothing but the file. */
export async function renderLinkPreview(browser: Browser, projectRoot: string, outFile: string): Promise<void> {
  const publicDir = path.join(projectRoot, "public")
  const og = openGraph(readFileSync(path.join(publicDir, "index.html"), "utf8"))
  // The image's URL is on the live site; the same path in the build is the file a crawler would fetch.
  const image = readFileSync(path.join(publicDir, new URL(og.image).pathname))
  const page = await browser.newPage({ viewport: { width: 1100, height: 600 } })
  try {
    await page.route("**/*", (route) => route.abort("blockedbyclient"))
    await page.setContent(cardsHtml(og, `data:image/png;base64,${image.toString("base64")}`), { waitUntil: "load" })
    await page.locator("#cards").screenshot({ path: outFile, type: "jpeg", quality: 80 })
  } finally {
    await page.close()
  }
}
