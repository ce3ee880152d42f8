import { graphql } from "gatsby"
import type { ReactNode } from "react"

import type { ReportExcerpt } from "../../../content-model/report/report"

import { ContentIcon } from "../../components/Icon/Icon"
import { ExternalLink } from "../../components/ExternalLink/ExternalLink"
import { Layout } from "../../components/Layout/Layout"
import { Passages } from "../../components/Passages/Passages"
import { Prerendered } from "../../components/Prerendered/Prerendered"
import type { LayoutData } from "../../components/Layout/layout-data"
import { ExampleReport } from "./ExampleReport"
import * as styles from "./HomeView.module.css"

/** Exported because Gatsby's query compiler takes fragments only from exports. @public */
export const homeViewFragment = graphql`
  fragment HomeView on HomeYaml {
    standards {
      name
      edition
      editionNote
    }
    hero {
      heading
      lead
      ctaLabel
      secondaryLabel
      secondaryHref
      claims {
        text
        note
      }
      notesHeading
      noteBackLabel
      foundedNote
      example {
        ...ExampleReport
      }
    }
    features {
      heading
      intro
      items {
        icon
        title
        text
        points
      }
    }
    steps {
      heading
      intro
      items {
        title
        text
      }
    }
    audiences {
      heading
      intro
      items {
        title
        standard
        text
        points
      }
    }
    extensions {
      heading
      intro
      badge
      items {
        title
        text
      }
    }
    closingCta {
      heading
      text
      buttonLabel
      priceNote
    }
  }
`

/** A card's title, text and points; a planned extension's badge stands above the title, not in it (a heading names, a badge qualifies). */
function Card({ title, text, points, badge }: { title: string; text: string; points?: ReadonlyArray<string>; badge?: string }) {
  return (
    <>
      {badge ? <p className={styles.badge}>{badge}</p> : null}
      <Passages as="h3" text={title} />
      <Passages as="p" text={text} />
      {points ? (
        <ul className={styles.points}>
          {points.map((point) => (
            <Passages key={point} as="li" text={point} />
          ))}
        </ul>
      ) : null}
    </>
  )
}

interface CardSectionProps<Item extends { readonly title: string }> {
  /** The section's anchor (the main navigation links three of them); its heading's id adds "-heading". */
  id: string
  /** Alternating background, so neighbouring sections stand apart. */
  tinted?: boolean
  heading: string
  intro: string
  items: ReadonlyArray<Item>
  /** A numbered list where the order means something (the steps). */
  ordered?: boolean
  listClassName?: string
  renderItem: (item: Item, index: number) => ReactNode
  /** After the cards, e.g. a call to action. */
  children?: ReactNode
}

function CardSection<Item extends { readonly title: string }>(props: CardSectionProps<Item>) {
  const { id, tinted, heading, intro, items, ordered, listClassName, renderItem, children } = props
  const List = ordered ? "ol" : "ul"
  return (
    <section id={id} className={tinted ? `${styles.section} ${styles.tinted}` : styles.section} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <Passages as="h2" id={`${id}-heading`} text={heading} />
        <Passages as="p" className={styles.intro} text={intro} />
        <List className={listClassName}>
          {items.map((item, index) => (
            <li key={item.title}>{renderItem(item, index)}</li>
          ))}
        </List>
        {children}
      </div>
    </section>
  )
}

const noteId = (number: number): string => `anmerkung-${number}`
const NOTES_HEADING_ID = "anmerkungen"

/** Each claim's footnote marker links to its qualifying note (docs/requirements.md#claims). */
function Claims({ claims }: { claims: Queries.HomeViewFragment["hero"]["claims"] }) {
  return (
    <ul className={styles.claims}>
      {claims.map((claim, index) => (
        <li key={claim.text}>
          {claim.text}
          <sup className={styles.noteMarker}>
            <a id={`${noteId(index + 1)}-ref`} href={`#${noteId(index + 1)}`} aria-describedby={NOTES_HEADING_ID}>
              {index + 1}
            </a>
          </sup>
        </li>
      ))}
    </ul>
  )
}

/**
 * The claims' notes as small print after the example report on a phone, under the text beside it on a laptop, so
 * the report follows the claims at once; each note opens with the claim it qualifies and links back to it.
 */
function ClaimNotes({ hero }: { hero: Queries.HomeViewFragment["hero"] }) {
  return (
    <div className={styles.notes}>
      <h2 id={NOTES_HEADING_ID} className="visually-hidden">
        {hero.notesHeading}
      </h2>
      <ol>
        {hero.claims.map(({ text, note }, index) => (
          <li key={note} id={noteId(index + 1)}>
            <strong>{text}</strong> {note}
            {/* A no-break space: the back link never stands alone on a line. */}
            {"\u00a0"}
            <a href={`#${noteId(index + 1)}-ref`} className={styles.noteBack}>
              <span aria-hidden="true">↩</span>
              <span className="visually-hidden">{hero.noteBackLabel}</span>
            </a>
          </li>
        ))}
      </ol>
    </div>
  )
}

export interface HomeViewProps {
  home: Queries.HomeViewFragment
  /** The example report's criteria, and the excerpt's figures computed from its raw data at build time. */
  report: Queries.ExampleReportCriteriaFragment
  excerpt: ReportExcerpt
  layoutData: LayoutData
}

export function HomeView({ home, report, excerpt, layoutData }: HomeViewProps) {
  const { site, layout } = layoutData
  const { bookingUrl } = site
  const { newTabHint } = layout.subpage
  const { standards, hero, features, steps, audiences, extensions, closingCta } = home
  // Target groups and the example report name a standard; its edition is the one of `standards` (a content check rule).
  const standard = (name: string) => standards.find((entry) => entry.name === name)
  const edition = (name: string) => standard(name)?.edition ?? name
  return (
    <Layout data={layoutData}>
      <Prerendered>
        <section className={styles.hero} aria-labelledby="hero-heading">
          <div className={`container ${styles.heroGrid}`}>
            <div>
              {/* The standards, as the field knows the product: named once, under `standards`. */}
              <p className={styles.eyebrow}>{standards.map((entry) => entry.name).join(" · ")}</p>
              <Passages as="h1" id="hero-heading" text={hero.heading} />
              <Passages as="p" className={styles.lead} text={hero.lead} />
              <div className={styles.actions}>
                <ExternalLink href={bookingUrl} newTabHint={newTabHint} className="button">
                  {hero.ctaLabel}
                </ExternalLink>
                <a href={hero.secondaryHref} className="button button-secondary">
                  {hero.secondaryLabel}
                </a>
              </div>
              <Claims claims={hero.claims} />
              <p className={styles.founded}>{hero.foundedNote}</p>
            </div>
            <ExampleReport
              example={hero.example}
              edition={edition(hero.example.standard.name)}
              criteria={report.criteria.items}
              excerpt={excerpt}
            />
            <ClaimNotes hero={hero} />
          </div>
        </section>

        <CardSection
          id="funktionen"
          {...features}
          listClassName={styles.cards}
          renderItem={(feature) => (
            <>
              <ContentIcon name={feature.icon} className={styles.icon} />
              <Card {...feature} />
            </>
          )}
        />

        <CardSection
          id="ablauf"
          tinted
          {...steps}
          ordered
          listClassName={styles.steps}
          renderItem={(step, index) => (
            <>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <Card {...step} />
            </>
          )}
        >
          {/* Mid-page, where the steps end: the hero's call to action once more. */}
          <p className={styles.midCta}>
            <ExternalLink href={bookingUrl} newTabHint={newTabHint} className="button">
              {hero.ctaLabel}
            </ExternalLink>
          </p>
        </CardSection>

        <CardSection
          id="zielgruppen"
          {...audiences}
          listClassName={styles.cards}
          renderItem={(audience) => (
            <>
              {/* A pill may wrap before the edition's number (typography.ts joins them), never inside it. */}
              <p className={styles.standard}>{edition(audience.standard).replace(/\u00a0(?=\d)/g, " ")}</p>
              {standard(audience.standard)?.editionNote ? (
                <p className={styles.editionNote}>{standard(audience.standard)?.editionNote}</p>
              ) : null}
              <Card {...audience} />
            </>
          )}
        />

        <CardSection
          id="ausblick"
          tinted
          {...extensions}
          listClassName={styles.extensions}
          renderItem={(item) => <Card {...item} badge={extensions.badge} />}
        />

        <section className={styles.closing} aria-labelledby="demo-heading">
          <div className="container">
            <Passages as="h2" id="demo-heading" text={closingCta.heading} />
            <Passages as="p" className={styles.closingText} text={closingCta.text} />
            <ExternalLink href={bookingUrl} newTabHint={newTabHint} className={`button ${styles.closingButton}`}>
              {closingCta.buttonLabel}
            </ExternalLink>
            <p className={styles.priceNote}>{closingCta.priceNote}</p>
          </div>
        </section>
      </Prerendered>
    </Layout>
  )
}
