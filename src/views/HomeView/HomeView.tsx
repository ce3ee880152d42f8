import { graphql } from "gatsby"

import { type HomeToken, TOKEN } from "../../../content-model/notation"
import type { ReportExcerpt } from "../../../content-model/report/report"

import { ContentIcon } from "../../components/Icon/Icon"
import { ExternalLink } from "../../components/ExternalLink/ExternalLink"
import { Layout } from "../../components/Layout/Layout"
import { Passages } from "../../components/Passages/Passages"
import { Prerendered } from "../../components/Prerendered/Prerendered"
import type { LayoutData } from "../../components/Layout/layout-data"
import { CardSection } from "./CardSection"
import { ExampleReport } from "./ExampleReport"
import * as styles from "./HomeView.module.css"

/** Exported because Gatsby's query compiler takes fragments only from exports. @public */
export const homeViewFragment = graphql`
  fragment HomeView on HomeYaml {
    standards {
      name
      edition
    }
    hero {
      eyebrow
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
        marker
        title
        note
        method {
          label
          value
        }
        standard {
          label
          name
        }
        columns {
          parameter
          result
          criterion
          verdict
        }
        results {
          result
          level
          label
          note
        }
        verdicts {
          pass
          fail
        }
        overall {
          label
          pass
          fail
        }
        linearity {
          label
        }
        reportLinkLabel
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

  fragment HomeViewReport on ExampleReportYaml {
    criteria {
      items {
        result
        operator
        source
      }
    }
  }
`

function Points({ points }: { points: ReadonlyArray<string> }) {
  return (
    <ul className={styles.points}>
      {points.map((point) => (
        <Passages key={point} as="li" text={point} />
      ))}
    </ul>
  )
}

/** A card's title and text; the planned extensions add their badge to the title. */
function Card({ title, text, badge }: { title: string; text: string; badge?: string }) {
  return (
    <>
      <h3>
        <Passages text={title} />
        {badge ? (
          <>
            {" "}
            <span className={styles.badge}>{badge}</span>
          </>
        ) : null}
      </h3>
      <Passages as="p" text={text} />
    </>
  )
}

const noteId = (number: number): string => `anmerkung-${number}`
const NOTES_HEADING_ID = "anmerkungen"

/** Each claim's footnote marker links to its qualifying note right below the claims (docs/requirements.md#claims). */
function Claims({ hero }: { hero: Queries.HomeViewFragment["hero"] }) {
  return (
    <>
      <ul className={styles.claims}>
        {hero.claims.map((claim, index) => (
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
      <div className={styles.notes}>
        <h2 id={NOTES_HEADING_ID} className="visually-hidden">
          {hero.notesHeading}
        </h2>
        <ol>
          {hero.claims.map(({ note }, index) => (
            <li key={note} id={noteId(index + 1)}>
              {/* A no-break space: the back link never stands alone on a line. */}
              {note}
              {"\u00a0"}
              <a href={`#${noteId(index + 1)}-ref`} className={styles.noteBack}>
                <span aria-hidden="true">↩</span>
                <span className="visually-hidden">{hero.noteBackLabel}</span>
              </a>
            </li>
          ))}
        </ol>
      </div>
    </>
  )
}

/** Every text of `value` with its tokens ("{product}") filled in. */
function fillIn<T>(value: T, values: Readonly<Record<string, string>>): T {
  if (typeof value === "string") return value.replace(TOKEN, (token, name: string) => values[name] ?? token) as T
  if (Array.isArray(value)) return value.map((item: unknown) => fillIn(item, values)) as T
  if (typeof value !== "object" || value === null) return value
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillIn(item, values)])) as T
}

export interface HomeViewProps {
  home: Queries.HomeViewFragment
  /** The example report's criteria, and the excerpt's figures computed from its raw data at build time. */
  report: Queries.HomeViewReportFragment
  excerpt: ReportExcerpt
  layoutData: LayoutData
}

/** Its texts name the product and the founding year through tokens filled in from content/company. */
export function HomeView({ home, report, excerpt, layoutData }: HomeViewProps) {
  const { site, layout, company } = layoutData
  const { bookingUrl } = site
  const { newTabHint } = layout.subpage
  const filled = fillIn(home, { product: company.productName, year: String(company.foundingYear) } satisfies Record<HomeToken, string>)
  const { standards, hero, features, steps, audiences, extensions, closingCta } = filled
  // Target groups and the example report name a standard; its edition is the one of `standards` (a content check rule).
  const edition = (name: string) => standards.find((standard) => standard.name === name)?.edition ?? name
  return (
    <Layout data={layoutData}>
      <Prerendered>
        <section className={styles.hero} aria-labelledby="hero-heading">
          <div className={`container ${styles.heroGrid}`}>
            <div>
              <p className={styles.eyebrow}>{hero.eyebrow}</p>
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
              <Claims hero={hero} />
              <p className={styles.founded}>{hero.foundedNote}</p>
            </div>
            <ExampleReport
              example={hero.example}
              edition={edition(hero.example.standard.name)}
              criteria={report.criteria.items}
              excerpt={excerpt}
            />
          </div>
        </section>

        <CardSection
          id="funktionen"
          headingId="funktionen-heading"
          {...features}
          listClassName={styles.cards}
          itemClassName={styles.card}
          renderItem={(feature) => (
            <>
              <ContentIcon name={feature.icon} className={styles.icon} />
              <Card {...feature} />
              <Points points={feature.points} />
            </>
          )}
        />

        <CardSection
          id="ablauf"
          headingId="ablauf-heading"
          tinted
          {...steps}
          ordered
          listClassName={styles.steps}
          itemClassName={styles.step}
          renderItem={(step, index) => (
            <>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <Card {...step} />
            </>
          )}
        />

        <CardSection
          id="zielgruppen"
          headingId="zielgruppen-heading"
          {...audiences}
          listClassName={styles.cards}
          itemClassName={styles.card}
          renderItem={(audience) => (
            <>
              <p className={styles.standard}>{edition(audience.standard)}</p>
              <Card {...audience} />
              <Points points={audience.points} />
            </>
          )}
        />

        <CardSection
          headingId="ausblick-heading"
          tinted
          {...extensions}
          listClassName={styles.extensions}
          itemClassName={styles.extension}
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
