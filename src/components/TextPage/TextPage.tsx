import type { ReactNode } from "react"

import { SubpageNav, type SubpageLabels } from "../SubpageNav/SubpageNav"

export interface TextPageProps {
  heading: string
  intro: string
  /**
   * Classes of the text pages' shared stylesheet, passed in because a CSS module's class names derive from its path.
   * Optional only so the CSS module itself (typed as an index signature) can be passed.
   */
  classNames: { readonly page?: string; readonly article?: string; readonly intro?: string }
  /** Its labels put breadcrumb, back button and home/contact links above the article (the legal pages; not the error pages). */
  subpageNav?: SubpageLabels
  children?: ReactNode
}

/** The body of a text page (imprint, privacy policy, error pages): an article with its heading and intro, then the rest. */
export function TextPage({ heading, intro, classNames, subpageNav, children }: TextPageProps) {
  return (
    <div className={`container ${classNames.page}`}>
      {subpageNav ? <SubpageNav current={heading} labels={subpageNav} /> : null}
      <article className={classNames.article}>
        <h1>{heading}</h1>
        <p className={classNames.intro}>{intro}</p>
        {children}
      </article>
    </div>
  )
}
