import { type ReactNode, useEffect, useId, useRef, useState } from "react"

import * as styles from "./Prerendered.module.css"

/**
 * What needs React to work; adopted as server HTML it would silently do nothing. A box that only takes the focus so
 * the keyboard can scroll it (`data-keyboard-scroll`) needs no handler.
 */
const INTERACTIVE = "button, input, select, textarea, [tabindex]:not([data-keyboard-scroll])"

/**
 * On first load React adopts the server's HTML instead of hydrating it, so hydration's long tasks stay short on
 * slow phones (Total Blocking Time, docs/benchmarks.md). Only for content without state or event handlers: links
 * inside work as plain links. After a client-side navigation the children render as usual.
 */
export function Prerendered({ children, className = styles.contents }: { children: ReactNode; className?: string }) {
  const id = useId()
  const element = useRef<HTMLDivElement>(null)
  // Read once, while hydrating: the server's HTML of this element; null when React renders it in the browser.
  const [serverHtml] = useState(() =>
    typeof document === "undefined" ? null : (document.querySelector(`[data-prerendered="${id}"]`)?.innerHTML ?? null),
  )
  // `gatsby develop` and the tests render the children, where a button inside still works: refuse it there.
  useEffect(() => {
    const interactive = process.env.NODE_ENV === "production" ? null : element.current?.querySelector(INTERACTIVE)
    if (interactive) throw new Error(`<${interactive.localName}> inside <Prerendered> gets no handler on a first load: put it outside.`)
  }, [])
  const content = serverHtml === null ? { children } : { dangerouslySetInnerHTML: { __html: serverHtml } }
  return <div ref={element} data-prerendered={id} className={className} {...content} />
}
