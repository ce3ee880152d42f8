import { Fragment, type ReactNode } from "react"

import { Passages } from "../Passages/Passages"
import { SubpageNav, type SubpageLabels } from "../SubpageNav/SubpageNav"
import * as page from "./TextPage.module.css"

export interface TextPageProps {
  heading: string
  intro: string
  /** Its labels put breadcrumb, back button and home/contact links above the article (the legal pages; not the error pages). */
  subpageNav?: SubpageLabels
  children?: ReactNode
}

export function TextPage({ heading, intro, subpageNav, children }: TextPageProps) {
  return (
    <div className={`container ${page.page}`}>
      {subpageNav ? <SubpageNav current={heading} labels={subpageNav} /> : null}
      <article className={page.article}>
        <Passages as="h1" text={heading} />
        <Passages as="p" className={page.intro} text={intro} />
        {children}
      </article>
    </div>
  )
}

interface TextSectionProps {
  id?: string
  /** Names the section by its heading, which makes it a region landmark. */
  headingId?: string
  heading: string
  text?: string
  paragraphs?: ReadonlyArray<string>
  items?: ReadonlyArray<string> | null
  className?: string
  children?: ReactNode
}

export function TextSection({ id, headingId, heading, text, paragraphs, items, className = page.section, children }: TextSectionProps) {
  return (
    <section id={id} className={className} aria-labelledby={headingId}>
      <Passages as="h2" id={headingId} text={heading} />
      {text ? <Passages as="p" text={text} /> : null}
      {paragraphs?.map((paragraph) => (
        <Passages key={paragraph} as="p" text={paragraph} />
      ))}
      {items ? (
        <ul>
          {items.map((item) => (
            <Passages key={item} as="li" text={item} />
          ))}
        </ul>
      ) : null}
      {children}
    </section>
  )
}

/** Labels may hold markup (a symbol's index); the list's order is fixed, so the index keys it. */
export function Definitions({ entries }: { entries: ReadonlyArray<{ label: ReactNode; value: ReactNode }> }) {
  return (
    <dl className={page.definitions}>
      {entries.map(({ label, value }, index) => (
        <Fragment key={index}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  )
}
