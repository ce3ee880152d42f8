import * as styles from "./PreviewRibbon.module.css"

/**
 * The "Vorschau" note of deploy previews: a slim bar at the top of every page,
 * in the document flow and part of the static HTML (so it never covers the
 * content or the cookie banner and never shifts the layout). A complementary
 * landmark named by its label, so screen-reader users meet it too.
 * Layout renders it only when the build's environment is `preview`.
 */
export function PreviewRibbon({ label, text }: { label: string; text: string }) {
  return (
    <aside className={styles.ribbon} aria-label={label}>
      <strong className={styles.label}>{label}</strong> <span>{text}</span>
    </aside>
  )
}
