/**
 * Layout by geometry, run in the page by every engine's driver (visitor-flows.spec.ts) and Playwright's Chromium
 * (layout.spec.ts, launch-rehearsal.spec.ts), so each function must be self-contained: it crosses as source text.
 * Nothing here knows a text or its length; what they measure holds for any copy the content check accepts, which
 * limits the copy the layout depends on (LIMITS in content-model/schemas.ts; the rehearsal sets each at its limit).
 */

/**
 * The widths a designer checks, each with its screen height and the largest share of it a new visitor's cookie banner
 * may take: laptop, small laptop, the narrowest width with the links in the header row (56rem, SiteHeader.module.css),
 * tablet, phone, small phone.
 */
export const SCREENS = [
  { width: 1366, height: 768, bannerShare: 1 },
  { width: 1024, height: 768, bannerShare: 1 },
  { width: 896, height: 768, bannerShare: 1 },
  { width: 768, height: 1024, bannerShare: 1 },
  { width: 390, height: 844, bannerShare: 0.4 },
  { width: 320, height: 568, bannerShare: 0.6 },
] as const

/**
 * Run in the page: what the visitor would see amiss at this width, one line each.
 * - Sideways scrolling (Reflow, WCAG 1.4.10).
 * - A card with a hole: a list item or figure drawn as a box (a border or a background of its own) holding block
 *   parts, with a stretch of its content box taller than 96 px that no part covers.
 * - A stretched label: an element with a background or border and rounded corners holding text only, not a control,
 *   whose box exceeds its lines of text by more than its padding and border.
 * - A word of a heading split other than at a soft hyphen (content-model/typography.ts).
 * - A header of more than one row: all it shows on the brand link's line, at most 100 px tall, 16 px above the
 *   headline; from 56rem at least `navigationItems` links in the row, below that the menu button instead.
 * - With `home`, in the example report (the figure with a table) a word broken, even at a soft hyphen, a part beyond
 *   its box (its chart's shapes aside), text under 12 px (labels of CSS too); from 390 px the headline and the call
 *   to action beyond the first screen.
 * A word may break where it is wider than its box (the nearest element not laid out inline): editors may write one.
 */
export function layoutProblems({ navigationItems, home }: { navigationItems: number; home: boolean }): string[] {
  const maxHole = 96
  const problems: string[] = []
  const boxed = (style: CSSStyleDeclaration) =>
    style.backgroundColor !== "rgba(0, 0, 0, 0)" || parseFloat(style.borderTopWidth) > 0 || parseFloat(style.borderLeftWidth) > 0
  const shown = (element: Element) => element.checkVisibility() && element.getBoundingClientRect().height > 0
  const clean = (text: string | null) => text!.replace(/\u00ad|^\s+/g, "").slice(0, 60)
  /** An element's padding and border on one side. */
  const frame = (style: CSSStyleDeclaration, side: string) =>
    parseFloat(style.getPropertyValue(`padding-${side}`)) + parseFloat(style.getPropertyValue(`border-${side}-width`))

  const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth
  if (overflow > 0) problems.push(`scrolls ${overflow} px sideways`)

  for (const card of document.querySelectorAll<HTMLElement>("main li, main figure")) {
    const style = getComputedStyle(card)
    const parts = [...card.children].filter((child) => shown(child) && getComputedStyle(child).position !== "absolute")
    if (!boxed(style) || parts.length === 0 || !parts.some((part) => !getComputedStyle(part).display.startsWith("inline"))) continue
    const box = card.getBoundingClientRect()
    const spans = parts.map((part) => part.getBoundingClientRect()).sort((a, b) => a.top - b.top)
    let reached = box.top + frame(style, "top")
    let largest = 0
    for (const span of spans) {
      largest = Math.max(largest, span.top - reached)
      reached = Math.max(reached, span.bottom)
    }
    largest = Math.max(largest, box.bottom - frame(style, "bottom") - reached)
    if (largest > maxHole)
      problems.push(`hole of ${Math.round(largest)} px in ${clean((card.querySelector("h2, h3, figcaption") ?? card).textContent)}`)
  }

  for (const label of document.querySelectorAll<HTMLElement>("main *, #cookie-banner *")) {
    const style = getComputedStyle(label)
    if (label.matches("a, button, input, select, textarea, [aria-hidden='true'], svg, svg *") || !shown(label)) continue
    if (!boxed(style) || parseFloat(style.borderTopLeftRadius) < 2) continue
    if ([...label.children].some((child) => !getComputedStyle(child).display.startsWith("inline"))) continue
    // Its lines of text: the rows its text's boxes start on, each as tall as the label's line height.
    const lineHeight = parseFloat(style.lineHeight) || 1.2 * parseFloat(style.fontSize)
    const tops: number[] = []
    const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top)
    }
    tops.sort((a, b) => a - b)
    const lines = tops.filter((top, i) => i === 0 || top > tops[i - 1]! + lineHeight / 2).length
    const height = label.getBoundingClientRect().height
    if (lines > 0 && height > lines * lineHeight + frame(style, "top") + frame(style, "bottom") + 2)
      problems.push(`stretched label ${clean(label.textContent)}: ${Math.round(height)} px`)
  }

  /** Each word (a run of letters and digits, which may break at a soft hyphen unless `whole`) that runs onto a next line. */
  const splitWords = (elements: Iterable<Element>, whole: boolean) => {
    for (const element of elements) {
      if (!element.checkVisibility()) continue
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const text = node
        // The box of one letter: its last (a letter right after a line break also reports one at the end of the line before).
        const letter = (i: number) => {
          const range = document.createRange()
          range.setStart(text, i)
          range.setEnd(text, i + 1)
          return [...range.getClientRects()].at(-1) ?? new DOMRect()
        }
        let block = text.parentElement!
        while (["inline", "contents"].includes(getComputedStyle(block).display)) block = block.parentElement!
        const style = getComputedStyle(block)
        const room = block.getBoundingClientRect().width - frame(style, "left") - frame(style, "right")
        for (const run of text.data.matchAll(whole ? /[\p{L}\p{N}\u00ad]+/gu : /[\p{L}\p{N}]+/gu)) {
          const [first, last] = [letter(run.index), letter(run.index + run[0].length - 1)]
          // A word not drawn (in a hidden part) has no line to leave.
          if (first.height === 0 || last.top < first.top + first.height / 2) continue
          // Its width on one line: its text in a copy beside it that may not wrap (a flex or grid item's box may be stretched).
          const probe = document.createElement("span")
          probe.style.whiteSpace = "nowrap"
          probe.textContent = run[0]
          text.after(probe)
          const range = document.createRange()
          range.selectNodeContents(probe)
          const width = range.getBoundingClientRect().width
          probe.remove()
          if (width <= room) problems.push(`split: ${clean(run[0])} in „${clean(text.parentElement!.textContent)}“`)
        }
      }
    }
  }
  splitWords(document.querySelectorAll("h1, h2, h3, h4, h5, h6"), false)

  const header = document.querySelector("header")!.getBoundingClientRect()
  if (header.height > 100) problems.push(`header ${Math.round(header.height)} px tall`)
  const gap = document.querySelector("h1")!.getBoundingClientRect().top - header.bottom
  if (gap < 16) problems.push(`headline ${Math.round(gap)} px under the header`)
  const centre = (element: Element) => element.getBoundingClientRect().top + element.getBoundingClientRect().height / 2
  const [brand, ...inRow] = [...document.querySelectorAll("header a, header summary")].filter(shown)
  for (const element of inRow)
    if (Math.abs(centre(element) - centre(brand!)) >= 4) problems.push(`off the header row: ${clean(element.textContent)}`)
  const links = [...document.querySelectorAll("header nav a")].filter(shown).length
  const menuButton = shown(document.querySelector("header summary")!)
  if (matchMedia("(min-width: 56rem)").matches ? links < navigationItems || menuButton : links > 0 || !menuButton)
    problems.push(`header row: ${links} links, menu button ${menuButton ? "shown" : "hidden"}`)

  if (!home) return problems
  const report = document.querySelector("main figure:has(table)")!
  splitWords([report], true)
  const edges = report.getBoundingClientRect()
  const parts = [...report.querySelectorAll(":not(svg *)")]
  for (const part of parts) {
    const { left, right, width } = part.getBoundingClientRect()
    if (width > 0 && (left < edges.left - 0.5 || right > edges.right + 0.5))
      problems.push(`beyond the report: ${part.outerHTML.slice(0, 60)}`)
    const ownText = [...part.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())
    const label = getComputedStyle(part, "::before")
    // The font sizes of its own text and of a label set by CSS; "" where there is none.
    for (const size of [ownText ? getComputedStyle(part).fontSize : "", /^(none|normal)$/.test(label.content) ? "" : label.fontSize])
      if (parseFloat(size) < 12) problems.push(`small print: ${size} ${clean(part.textContent)}`)
  }
  if (innerWidth < 390) return problems
  for (const selector of ["h1", "main .button"]) {
    const { top, bottom } = document.querySelector(selector)!.getBoundingClientRect()
    if (top + scrollY < 0 || bottom + scrollY > innerHeight) problems.push(`beyond the first screen: ${selector}`)
  }
  return problems
}

/**
 * Run in the page: what a new visitor would see amiss in the cookie banner, one line each: more of the first screen
 * taken than `maxShare`; its choice buttons not two, not of one size, or from 360 px not side by side; a button beyond
 * the first screen, or its label on more than one line although it would fit on one.
 */
export function bannerProblems(maxShare: number): string[] {
  const problems: string[] = []
  const box = document.getElementById("cookie-banner")!.getBoundingClientRect()
  const share = (Math.min(box.bottom, innerHeight) - Math.max(box.top, 0)) / innerHeight
  if (share > maxShare) problems.push(`takes ${share.toFixed(2)} of the first screen`)
  const choices = [...document.querySelectorAll<HTMLElement>("#cookie-banner button[data-consent-choice]:not([aria-label])")]
  const boxes = choices.map((button) => button.getBoundingClientRect())
  if (boxes.length !== 2) problems.push(`${boxes.length} choice buttons`)
  if (boxes.some(({ width, height }) => width !== boxes[0]!.width || height !== boxes[0]!.height)) problems.push("choices of two sizes")
  if (innerWidth >= 360 && boxes.some(({ top }) => top !== boxes[0]!.top)) problems.push("choices not side by side")
  choices.forEach((button, i) => {
    if (boxes[i]!.top < 0 || boxes[i]!.bottom > innerHeight) problems.push(`beyond the first screen: ${button.textContent}`)
    const range = document.createRange()
    range.selectNodeContents(button)
    const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size
    button.style.whiteSpace = "nowrap"
    const fits = range.getBoundingClientRect().width <= button.parentElement!.clientWidth
    button.style.whiteSpace = ""
    if (lines > 1 && fits) problems.push(`label on ${lines} lines: ${button.textContent}`)
  })
  return problems
}
