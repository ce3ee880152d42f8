/** lucide is tree-shaken: only the icons editors may name in YAML (content/README.md) ship. */
import { Calculator, ChartSpline, Clock, FileCheck2, ShieldCheck, WandSparkles, type LucideIcon } from "lucide-react"

import type { ContentIconName } from "../../../content-model/notation"

const contentIcons: Record<ContentIconName, LucideIcon> = {
  calculator: Calculator,
  chart: ChartSpline,
  report: FileCheck2,
  assistant: WandSparkles,
  shield: ShieldCheck,
  clock: Clock,
}

/** A decorative icon named in the content; an unknown name (a preview of a half-edited file) renders nothing. */
export function ContentIcon({ name, className }: { name: ContentIconName; className?: string }) {
  if (!Object.prototype.hasOwnProperty.call(contentIcons, name)) return null
  const Component = contentIcons[name]
  return <Component aria-hidden="true" focusable="false" className={className} size={28} strokeWidth={1.75} />
}
