/**
 * How the content writes what the pages read as well as the check. No imports: eslint.config.mjs lets the browser
 * bundles import this file, and no other of content-model/ (but types).
 */

/** The icons editors may name (src/components/Icon draws them). */
export const CONTENT_ICON_NAMES = ["calculator", "chart", "report", "assistant", "shield", "clock"] as const
export type ContentIconName = (typeof CONTENT_ICON_NAMES)[number]

/** The comparison an acceptance criterion makes: at most, at least, within plus/minus the limit. */
export const CRITERION_OPERATORS = ["≤", "≥", "±"] as const

/** A decimal as editors write it ("1,4", "-0,8", "−1,1") as a number. */
export const parseDecimal = (value: string): number => Number(value.replace("−", "-").replace(",", "."))

/**
 * A passage in another language inside German copy: "[en: Oops! Page not found]", a language code (ISO 639-1), a colon,
 * the passage, whose space may have become a no-break one in typesetting. The views mark it with `lang` (WCAG 3.1.2).
 */
export const PASSAGE = /\[([a-z]{2}):\s([^[\]]+)\]/g

/** The start of a passage: what is left of one after the whole ones are taken out is unfinished. */
export const PASSAGE_START = /\[[a-z]{2}:/
