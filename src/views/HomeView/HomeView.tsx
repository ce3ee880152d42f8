import { ContentIcon } from "../../components/Icon/Icon"
import { ExternalLink } from "../../components/ExternalLink/ExternalLink"
import { Layout } from "../../components/Layout/Layout"
import { HeroIllustration } from "./HeroIllustration"
import * as styles from "./HomeView.module.css"

export interface HomeViewProps {
  home: NonNullable<Queries.HomePageQuery["homeYaml"]>
  bookingUrl: string
  newTabHint: string
}

/** The landing page: hero, three features, three steps, target groups, planned extensions, closing call to action. */
export function HomeView({ home, bookingUrl, newTabHint }: HomeViewProps) {
  const { hero, features, steps, audiences, extensions, closingCta } = home
  return (
    <Layout>
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
            <ul className={styles.claims}>
              {hero.claims.map((claim) => (
                <li key={claim}>{claim}</li>
              ))}
            </ul>
          </div>
          <div className={styles.illustration}>
            <HeroIllustration label={hero.illustrationLabel} />
          </div>
        </div>
      </section>

      <section id="funktionen" className={styles.section} aria-labelledby="funktionen-heading">
        <div className="container">
          <h2 id="funktionen-heading">{features.heading}</h2>
          <p className={styles.intro}>{features.intro}</p>
          <ul className={styles.cards}>
            {features.items.map((feature) => (
              <li key={feature.title} className={styles.card}>
                <ContentIcon name={feature.icon} className={styles.icon} />
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
                <ul className={styles.points}>
                  {feature.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="ablauf" className={`${styles.section} ${styles.tinted}`} aria-labelledby="ablauf-heading">
        <div className="container">
          <h2 id="ablauf-heading">{steps.heading}</h2>
          <p className={styles.intro}>{steps.intro}</p>
          <ol className={styles.steps}>
            {steps.items.map((step, index) => (
              <li key={step.title} className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section id="zielgruppen" className={styles.section} aria-labelledby="zielgruppen-heading">
        <div className="container">
          <h2 id="zielgruppen-heading">{audiences.heading}</h2>
          <p className={styles.intro}>{audiences.intro}</p>
          <ul className={styles.cards}>
            {audiences.items.map((audience) => (
              <li key={audience.title} className={styles.card}>
                <p className={styles.standard}>{audience.standard}</p>
                <h3>{audience.title}</h3>
                <p>{audience.text}</p>
                <ul className={styles.points}>
                  {audience.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={`${styles.section} ${styles.tinted}`} aria-labelledby="ausblick-heading">
        <div className="container">
          <h2 id="ausblick-heading">{extensions.heading}</h2>
          <p className={styles.intro}>{extensions.intro}</p>
          <ul className={styles.extensions}>
            {extensions.items.map((item) => (
              <li key={item.title} className={styles.extension}>
                <h3>
                  {item.title} <span className={styles.badge}>{extensions.badge}</span>
                </h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

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
    </Layout>
  )
}
