/**
 * Layout by geometry, run in the page: the same functions for Playwright's Chromium (layout.spec.ts) and for the
 * other engines' drivers (visitor-flows.spec.ts), so each must be self-contained (it crosses as source text).
 * What they measure holds for any copy the content check accepts: nothing here knows a text or its length.
 */

/** The widths a designer checks, each with its screen height: laptop, small laptop, tablet, phone, small phone. */
export const SCREENS = [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
  { width: 320, height: 568 },
] as const

/** The largest empty stretch a card may hold between its parts, or under its last one. */
export const MAX_HOLE = 96

/** The banner's share of a new visitor's first screen, at most; its choice buttons each on one line. */
export const BANNER_SHARE = [
  { width: 390, height: 844, share: 0.4 },
  { width: 320, height: 568, share: 0.6 },
] as const

export interface Geometry {
  /** How far the page scrolls sideways (px). */
  overflow: number
  /** Cards with an empty stretch taller than MAX_HOLE: "<card's heading>: <px>". */
  holes: string[]
  /** Boxed labels (pills, badges, markers) taller than their lines of text: "<text>: <box> > <text> px". */
  stretched: string[]
}

/**
 * Run in the page. A card is a list item or figure drawn as a box (a border or a background of its own) that holds
 * block parts; its hole is the tallest stretch of its content box that no part covers. A boxed label is an element
 * with a background or border and rounded corners holding text only, not a control: its box may exceed its lines of
 * text by its padding and border only.
 */
export function measureGeometry(maxHole: number): Geometry {
  const boxed = (style: CSSStyleDeclaration) =>
    style.backgroundColor !== "rgba(0, 0, 0, 0)" || parseFloat(style.borderTopWidth) > 0 || parseFloat(style.borderLeftWidth) > 0
  const shown = (element: Element) => element.checkVisibility() && element.getBoundingClientRect().height > 0
  const name = (element: Element) =>
    (element.querySelector("h2, h3, figcaption") ?? element)
      .textContent!.replace(/\u00ad/g, "")
      .trim()
      .slice(0, 60)

  const holes: string[] = []
  for (const card of document.querySelectorAll<HTMLElement>("main li, main figure")) {
    const style = getComputedStyle(card)
    const parts = [...card.children].filter((child) => shown(child) && getComputedStyle(child).position !== "absolute")
    if (!boxed(style) || parts.length === 0 || !parts.some((part) => !getComputedStyle(part).display.startsWith("inline"))) continue
    const box = card.getBoundingClientRect()
    const top = box.top + parseFloat(style.borderTopWidth) + parseFloat(style.paddingTop)
    const bottom = box.bottom - parseFloat(style.borderBottomWidth) - parseFloat(style.paddingBottom)
    const spans = parts.map((part) => part.getBoundingClientRect()).sort((a, b) => a.top - b.top)
    let reached = top
    let largest = 0
    for (const span of spans) {
      largest = Math.max(largest, span.top - reached)
      reached = Math.max(reached, span.bottom)
    }
    largest = Math.max(largest, bottom - reached)
    if (largest > maxHole) holes.push(`${name(card)}: ${Math.round(largest)}`)
  }

  const stretched: string[] = []
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
    if (lines === 0) continue
    const text = lines * lineHeight
    const frame = ["Top", "Bottom"].reduce(
      (sum, side) =>
        sum +
        parseFloat(style.getPropertyValue(`padding-${side.toLowerCase()}`)) +
        parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)),
      0,
    )
    const height = label.getBoundingClientRect().height
    if (height > text + frame + 2)
      stretched.push(`${label.textContent!.trim().slice(0, 40)}: ${Math.round(height)} > ${Math.round(text + frame)}`)
  }

  return { overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth, holes, stretched }
}

/** Run in the page: the element's box relative to the viewport, and the viewport's height. */
export function viewportBox(selector: string): { top: number; bottom: number; viewport: number } | null {
  const element = document.querySelector(selector)
  if (!element) return null
  const box = element.getBoundingClientRect()
  return { top: box.top, bottom: box.bottom, viewport: innerHeight }
}

/**
 * Run in the page: how much of the first screen the cookie banner takes (0–1), and per choice button whether its
 * label runs onto one line and whether it lies inside the first screen.
 */
export function bannerFootprint(): { share: number; buttons: { oneLine: boolean; inView: boolean }[] } {
  const banner = document.getElementById("cookie-banner")!
  const box = banner.getBoundingClientRect()
  const buttons = [...banner.querySelectorAll<HTMLElement>("button[data-consent-choice]:not([aria-label])")].map((button) => {
    const range = document.createRange()
    range.selectNodeContents(button)
    const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)))
    const own = button.getBoundingClientRect()
    return { oneLine: tops.size === 1, inView: own.top >= 0 && own.bottom <= innerHeight }
  })
  return { share: (Math.min(box.bottom, innerHeight) - Math.max(box.top, 0)) / innerHeight, buttons }
}
