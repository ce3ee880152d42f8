/**
 * Gatsby's hydration, as a transition (gatsby-browser.tsx `replaceHydrateFunction`).
 *
 * Gatsby's default calls `hydrateRoot` directly; React then hydrates the whole
 * (already visible) page in one blocking task. Started inside `startTransition`,
 * the same hydration runs in short slices that yield to the browser, so input
 * stays responsive while the bundles start; a click on a part not yet hydrated
 * makes React hydrate that part at once and replay the click. Measured with
 * `npm run bench` (Lighthouse, mobile) on a quiet machine, medians per page:
 * Total Blocking Time 177–267 ms before, 73–98 ms and 77–222 ms in two runs
 * after (docs/benchmarks.md); what remains is mostly evaluating React's own
 * bundle, which cannot be sliced. A page without prerendered markup is rendered fresh,
 * as Gatsby does.
 */
import { type ReactNode, startTransition } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"

export function hydrateInTransition(element: ReactNode, container: Element): void {
  const prerendered = document.getElementById("gatsby-focus-wrapper")?.children.length ?? 0
  if (prerendered === 0) {
    createRoot(container).render(element)
    return
  }
  startTransition(() => {
    hydrateRoot(container, element)
  })
}
