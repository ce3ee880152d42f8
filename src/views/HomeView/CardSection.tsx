import type { ReactNode } from "react"

import { Passages } from "../../components/Passages/Passages"
import * as styles from "./HomeView.module.css"

interface CardSectionProps<Item extends { readonly title: string }> {
  /** Target of a main-navigation anchor, if the section is one. */
  id?: string
  headingId: string
  /** Alternating background, so neighbouring sections stand apart. */
  tinted?: boolean
  heading: string
  intro: string
  items: ReadonlyArray<Item>
  /** A numbered list where the order means something (the steps). */
  ordered?: boolean
  listClassName?: string
  itemClassName?: string
  renderItem: (item: Item, index: number) => ReactNode
  /** After the cards, e.g. a call to action. */
  children?: ReactNode
}

export function CardSection<Item extends { readonly title: string }>({
  id,
  headingId,
  tinted = false,
  heading,
  intro,
  items,
  ordered = false,
  listClassName,
  itemClassName,
  renderItem,
  children,
}: CardSectionProps<Item>) {
  const List = ordered ? "ol" : "ul"
  return (
    <section id={id} className={tinted ? `${styles.section} ${styles.tinted}` : styles.section} aria-labelledby={headingId}>
      <div className="container">
        <Passages as="h2" id={headingId} text={heading} />
        <Passages as="p" className={styles.intro} text={intro} />
        <List className={listClassName}>
          {items.map((item, index) => (
            <li key={item.title} className={itemClassName}>
              {renderItem(item, index)}
            </li>
          ))}
        </List>
        {children}
      </div>
    </section>
  )
}
