import { type ReactNode, useId, useState } from "react"

import * as styles from "./Prerendered.module.css"

/**
 * Content that never changes after the server rendered it. On a page's first load React adopts the server's HTML
 * as it is instead of hydrating it: no component inside runs in the browser, so hydration's long tasks stay short
 * on slow phones (Total Blocking Time, docs/benchmarks.md). After a client-side navigation there is no server HTML,
 * and the children render as usual. Only for content without state or event handlers: links inside work as plain
 * links. A `<div>` without a box of its own unless `className` gives it one.
 */
export function Prerendered({ children, className = styles.contents }: { children: ReactNode; className?: string }) {
  const id = useId()
  // Read once, while hydrating: the server's HTML of this element; null when React renders it in the browser.
  const [serverHtml] = useState(() =>
    typeof document === "undefined" ? null : (document.querySelector(`[data-prerendered="${id}"]`)?.innerHTML ?? null),
  )
  const content = serverHtml === null ? { children } : { dangerouslySetInnerHTML: { __html: serverHtml } }
  return <div data-prerendered={id} className={className} {...content} />
}
