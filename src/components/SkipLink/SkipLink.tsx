import * as styles from "./SkipLink.module.css"

/** First focusable element of every page: jumps past the navigation to <main id="inhalt">. */
export function SkipLink({ label }: { label: string }) {
  return (
    <a className={styles.skipLink} href="#inhalt">
      {label}
    </a>
  )
}
