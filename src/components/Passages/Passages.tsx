import { textParts } from "./text-parts"

interface PassagesProps {
  text: string
  /** The element around the text, if any. */
  as?: "h1" | "h2" | "h3" | "p" | "li"
  id?: string
  className?: string
}

/** A text of the page copy with its passages in other languages marked by `lang` (text-parts.ts). */
export function Passages({ text, as: Element, id, className }: PassagesProps) {
  const parts = textParts(text).map((part, index) =>
    typeof part === "string" ? (
      part
    ) : (
      <span key={index} lang={part.lang}>
        {part.text}
      </span>
    ),
  )
  return Element ? (
    <Element id={id} className={className}>
      {parts}
    </Element>
  ) : (
    parts
  )
}
