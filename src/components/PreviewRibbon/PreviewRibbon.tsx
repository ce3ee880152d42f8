import * as styles from "./PreviewRibbon.module.css"

/**
 * In the flow and in the static HTML, so it never covers the content or the cookie banner and never shifts the
 * layout. A named landmark, so screen-reader users meet it too.
 */
export function PreviewRibbon({ label, text }: { label: string; text: string }) {
  return (
    <aside className={styles.ribbon} aria-label={label}>
      <strong className={styles.label}>{label}</strong> <span>{text}</span>
    </aside>
  )
}
