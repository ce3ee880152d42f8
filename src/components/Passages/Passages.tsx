import { PASSAGE } from "../../../content-model/notation"

interface PassagesProps {
  text: string
  /** The element around the text, if any. */
  as?: "h1" | "h2" | "h3" | "p" | "li"
  id?: string
  className?: string
}

/** A text of the page copy with its passages in another language ("[en: …]", content-model/notation.ts) marked by `lang`. */
export function Passages({ text, as: Element, id, className }: PassagesProps) {
  // Split at the pattern's two groups: German run, language, passage, German run, …; each passage shows in its span.
  const pieces = text.split(PASSAGE)
  const parts = pieces.map((piece, index) =>
    index % 3 === 1 ? (
      <span key={index} lang={piece}>
        {pieces[index + 1]}
      </span>
    ) : (
      index % 3 === 0 && piece
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
