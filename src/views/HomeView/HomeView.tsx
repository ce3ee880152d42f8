import { graphql } from "gatsby"

import { ContentIcon } from "../../components/Icon/Icon"
import { ExternalLink } from "../../components/ExternalLink/ExternalLink"
import { Layout } from "../../components/Layout/Layout"
import { Prerendered } from "../../components/Prerendered/Prerendered"
import type { LayoutData } from "../../components/Layout/layout-data"
import { CardSection } from "./CardSection"
import { ExampleReport } from "./ExampleReport"
import * as styles from "./HomeView.module.css"

/** The fields this view reads; exported because Gatsby's query compiler takes fragments only from exports. @public */
export const homeViewFragment = graphql`
  fragment HomeView on HomeYaml {
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
        columns {
          parameter
          result
          criterion
          verdict
        }
        results {
          label
          value
          unit
          operator
          limit
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
          points {
            nominal
            measured
          }
        }
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

/** The bullet points of a card. */
function Points({ points }: { points: ReadonlyArray<string> }) {
  return (
    <ul className={styles.points}>
      {points.map((point) => (
        <li key={point}>{point}</li>
      ))}
    </ul>
  )
}

type Claim = Queries.HomeViewFragment["hero"]["claims"][number]

const noteId = (number: number): string => `anmerkung-${number}`
const NOTES_HEADING_ID = "anmerkungen"

/** The claims, each with the number of its qualifying note (counted over the claims that have one). */
function numberClaims(claims: ReadonlyArray<Claim>): Array<Claim & { number?: number }> {
  let count = 0
  return claims.map((claim) => (claim.note ? { ...claim, number: ++count } : claim))
}

/**
 * The hero's claims; a claim with a qualifying note gets a footnote marker that
 * links to its note right below the claims, described by the notes' heading
 * (docs/requirements.md#claims).
 */
function Claims({ claims }: { claims: ReturnType<typeof numberClaims> }) {
  return (
    <ul className={styles.claims}>
      {claims.map((claim) => (
        <li key={claim.text}>
          {claim.text}
          {claim.number !== undefined ? (
            <sup className={styles.noteMarker}>
              <a id={`${noteId(claim.number)}-ref`} href={`#${noteId(claim.number)}`} aria-describedby={NOTES_HEADING_ID}>
                {claim.number}
              </a>
            </sup>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/** The qualifying notes as a numbered list, each with a link back to its claim; set small, directly under the claims. */
function ClaimNotes({ claims, heading, backLabel }: { claims: ReturnType<typeof numberClaims>; heading: string; backLabel: string }) {
  const notes = claims.flatMap((claim) => (claim.number !== undefined && claim.note ? [{ number: claim.number, note: claim.note }] : []))
  if (notes.length === 0) return null
  return (
    <div className={styles.notes}>
      <h2 id={NOTES_HEADING_ID} className="visually-hidden">
        {heading}
      </h2>
      <ol>
        {notes.map(({ number, note }) => (
          <li key={number} id={noteId(number)}>
            {/* A no-break space: the back link never stands alone on a line. */}
            {note}
            {"\u00a0"}
            <a href={`#${noteId(number)}-ref`} className={styles.noteBack}>
              <span aria-hidden="true">↩</span>
              <span className="visually-hidden">{backLabel}</span>
            </a>
          </li>
        ))}
      </ol>
    </div>
  )
}

/** The landing page: hero, three features, three steps, target groups, planned extensions, closing call to action. */
export function HomeView({ home, layoutData }: { home: Queries.HomeViewFragment; layoutData: LayoutData }) {
  const { site, layout, company } = layoutData
  const { bookingUrl } = site
  const { newTabHint } = layout.subpage
  const { hero, features, steps, audiences, extensions, closingCta } = home
  const claims = numberClaims(hero.claims)
  return (
    <Layout data={layoutData}>
      <Prerendered>
        <section className={styles.hero} aria-labelledby="hero-heading">
          <div className={`container ${styles.heroGrid}`}>
            <div>
              <p className={styles.eyebrow}>{hero.eyebrow}</p>
              <h1 id="hero-heading">{hero.heading}</h1>
              <p className={styles.lead}>{hero.lead}</p>
              <div className={styles.actions}>
                <ExternalLink href={bookingUrl} newTabHint={newTabHint} className="button">
                  {hero.ctaLabel}
                </ExternalLink>
                <a href={hero.secondaryHref} className="button button-secondary">
                  {hero.secondaryLabel}
                </a>
              </div>
              <Claims claims={claims} />
              <ClaimNotes claims={claims} heading={hero.notesHeading} backLabel={hero.noteBackLabel} />
              <p className={styles.founded}>{hero.foundedNote.replaceAll("{year}", String(company.foundingYear))}</p>
            </div>
            <ExampleReport example={hero.example} />
          </div>
        </section>

        <CardSection
          id="funktionen"
          headingId="funktionen-heading"
          heading={features.heading}
          intro={features.intro}
          items={features.items}
          listClassName={styles.cards}
          itemClassName={styles.card}
          renderItem={(feature) => (
            <>
              <ContentIcon name={feature.icon} className={styles.icon} />
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
              <Points points={feature.points} />
            </>
          )}
        />

        <CardSection
          id="ablauf"
          headingId="ablauf-heading"
          tinted
          heading={steps.heading}
          intro={steps.intro}
          items={steps.items}
          ordered
          listClassName={styles.steps}
          itemClassName={styles.step}
          renderItem={(step, index) => (
            <>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </>
          )}
        />

        <CardSection
          id="zielgruppen"
          headingId="zielgruppen-heading"
          heading={audiences.heading}
          intro={audiences.intro}
          items={audiences.items}
          listClassName={styles.cards}
          itemClassName={styles.card}
          renderItem={(audience) => (
            <>
              <p className={styles.standard}>{audience.standard}</p>
              <h3>{audience.title}</h3>
              <p>{audience.text}</p>
              <Points points={audience.points} />
            </>
          )}
        />

        <CardSection
          headingId="ausblick-heading"
          tinted
          heading={extensions.heading}
          intro={extensions.intro}
          items={extensions.items}
          listClassName={styles.extensions}
          itemClassName={styles.extension}
          renderItem={(item) => (
            <>
              <h3>
                {item.title} <span className={styles.badge}>{extensions.badge}</span>
              </h3>
              <p>{item.text}</p>
            </>
          )}
        />

        <section className={styles.closing} aria-labelledby="demo-heading">
          <div className="container">
            <h2 id="demo-heading">{closingCta.heading}</h2>
            <p className={styles.closingText}>{closingCta.text}</p>
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
