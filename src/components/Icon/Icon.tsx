/** lucide is tree-shaken: only the icons editors may name in YAML (content/README.md) ship. */
import { Calculator, ChartSpline, Clock, FileCheck2, ShieldCheck, WandSparkles, type LucideIcon } from "lucide-react"

import type { ContentIconName } from "./icon-names"

const contentIcons: Record<ContentIconName, LucideIcon> = {
  calculator: Calculator,
  chart: ChartSpline,
  report: FileCheck2,
  assistant: WandSparkles,
  shield: ShieldCheck,
  clock: Clock,
}

/** A decorative icon named in the content; unknown names render nothing rather than break the page. */
export function ContentIcon({ name, className }: { name: string; className?: string }) {
  if (!Object.prototype.hasOwnProperty.call(contentIcons, name)) return null
  const Component = contentIcons[name as ContentIconName]
  return <Component aria-hidden="true" focusable="false" className={className} size={28} strokeWidth={1.75} />
}
