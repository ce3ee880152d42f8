/** What the pages read of the content's notation as the check does; no imports: the browser bundles take it (eslint.config.mjs). */

/** The icons editors may name (src/components/Icon draws them). */
export const CONTENT_ICON_NAMES = ["calculator", "chart", "report", "assistant", "shield", "clock"] as const
export type ContentIconName = (typeof CONTENT_ICON_NAMES)[number]

/** The comparison an acceptance criterion makes: at most, at least, within plus/minus the limit. */
export const CRITERION_OPERATORS = ["≤", "≥", "±"] as const

/** A passage in another language, "[en: Oops! Page not found]", marked with `lang` by the views; its space may be a no-break one. */
export const PASSAGE = /\[([a-z]{2}):\s([^[\]]+)\]/g

/** The start of a passage: what is left of one after the whole ones are taken out is unfinished. */
export const PASSAGE_START = /\[[a-z]{2}:/

/** What the cookie banner tells of each category, each under its label. */
export const CATEGORY_DETAILS = ["provider", "purpose", "cookies", "lifetime", "transfer", "status"] as const

/** What the privacy notice tells of each recipient, each under its label. */
export const RECIPIENT_DETAILS = ["address", "role", "purpose", "legalBasis", "transfer", "retention"] as const
