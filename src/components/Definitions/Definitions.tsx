import { Fragment, type ReactNode } from "react"

export interface DefinitionsProps {
  /** Label and value of each row, in order. */
  entries: ReadonlyArray<{ label: string; value: ReactNode }>
  /** The <dl> is styled by the page around it. */
  className?: string
}

/** Label/value pairs as a definition list (contact data, register, bank account). */
export function Definitions({ entries, className }: DefinitionsProps) {
  return (
    <dl className={className}>
      {entries.map(({ label, value }) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  )
}
