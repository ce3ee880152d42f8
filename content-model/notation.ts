/**
 * How the content writes what the pages read as well as the check. No imports: the browser bundles take this file too
 * (eslint.config.mjs lets browser code import it, and no other file of content-model/).
 */

/** The icons editors may name; src/components/Icon draws each. */
export const CONTENT_ICON_NAMES = ["calculator", "chart", "report", "assistant", "shield", "clock"] as const

export type ContentIconName = (typeof CONTENT_ICON_NAMES)[number]

/** The comparison an acceptance criterion makes: at most, at least, within plus/minus the limit. */
export const CRITERION_OPERATORS = ["≤", "≥", "±"] as const

/** A decimal as editors write it ("1,4", "-0,8", "−1,1") as a number. */
export const parseDecimal = (value: string): number => Number(value.replace("−", "-").replace(",", "."))

/*
 * Passages in another language inside German copy, written in the YAML as "[en: Oops! Page not found]": a language
 * code (ISO 639-1), a colon, the passage. The views mark them with `lang` (WCAG 3.1.2, language of parts), so a
 * screen reader pronounces them in their language.
 */

/** A whole passage; the space after the colon may have become a no-break one in typesetting. */
export const PASSAGE = /\[([a-z]{2}):\s([^[\]]+)\]/g

/** The start of a passage: what is left of one after the whole ones are taken out is unfinished. */
export const PASSAGE_START = /\[[a-z]{2}:/
