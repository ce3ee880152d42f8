/** Page copy split at its passages in another language ("[en: …]", content-model/notation.ts), which the views mark with `lang`. */
import { PASSAGE } from "../../../content-model/notation"

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
