/**
 * Passages in another language inside German copy, written in the YAML as "[en: Oops! Page not found]": a language
 * code (ISO 639-1), a colon, the passage. The views mark them with `lang` (WCAG 3.1.2, language of parts), so a
 * screen reader pronounces them in their language. No imports: the content schema reads this file under plain Node.
 */

/** A whole passage; the space after the colon may have become a no-break one in typesetting. */
export const PASSAGE = /\[([a-z]{2}):\s([^[\]]+)\]/g

/** The start of a passage: what is left of one after the whole ones are taken out is unfinished. */
export const PASSAGE_START = /\[[a-z]{2}:/

export type TextPart = string | { lang: string; text: string }

/** The text as German runs and passages, in order; a text without passages is itself. */
export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = []
  let end = 0
  for (const match of text.matchAll(PASSAGE)) {
    if (match.index > end) parts.push(text.slice(end, match.index))
    parts.push({ lang: match[1]!, text: match[2]! })
    end = match.index + match[0].length
  }
  if (end < text.length) parts.push(text.slice(end))
  return parts
}
