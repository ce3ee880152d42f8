import type { ReactNode } from "react"

import { TextList } from "../components/TextList/TextList"
import * as page from "./page.module.css"

interface TextSectionProps {
  id?: string
  heading: string
  /** One paragraph; `paragraphs` several. */
  text?: string
  paragraphs?: ReadonlyArray<string>
  /** A bulleted list after the paragraphs. */
  items?: ReadonlyArray<string> | null
  className?: string
  /** What follows the texts: an address, a definition list, a link. */
  children?: ReactNode
}

/** A section of a legal page (imprint, privacy policy): its heading, then its texts. */
export function TextSection({ id, heading, text, paragraphs = [], items, className = page.section, children }: TextSectionProps) {
  return (
    <section id={id} className={className}>
      <h2>{heading}</h2>
      {text ? <p>{text}</p> : null}
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {items ? <TextList items={items} /> : null}
      {children}
    </section>
  )
}
