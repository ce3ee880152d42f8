import { type ReactNode, useId, useState } from "react"

import * as styles from "./Prerendered.module.css"

/**
 * On first load React adopts the server's HTML instead of hydrating it, so hydration's long tasks stay short on
 * slow phones (Total Blocking Time, docs/benchmarks.md). Only for content without state or event handlers: links
 * inside work as plain links. After a client-side navigation the children render as usual.
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
