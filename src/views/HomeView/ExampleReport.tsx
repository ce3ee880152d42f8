import { graphql } from "gatsby"

import type { ReportExcerpt } from "../../../content-model/report/report"
import { Symbols } from "../../components/Symbols/Symbols"
import { CHART, linearityChart } from "./example-report"
import * as styles from "./ExampleReport.module.css"

/**
 * Spread into HomeView's fragment and the home page's query. Exported because Gatsby's query compiler takes fragments
 * only from exports. @public
 */
export const exampleReportFragments = graphql`
  fragment ExampleReport on HomeHeroExample {
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

  fragment ExampleReportCriteria on ExampleReportYaml {
    criteria {
      items {
        result
        operator
        source
      }
    }
  }
`

/** The example report's criteria, by result: how each is judged and by whose limit. */
type Criteria = Queries.ExampleReportCriteriaFragment["criteria"]["items"]

const CAPTION_ID = "beispiel-titel"
const NOTE_ID = "beispiel-hinweis"

/** A number and its unit, joined by a no-break space: the build typesets each field alone and never sees the pair. */
const withUnit = (value: string, unit: string): string => `${value}\u00a0${unit}`

/**
 * An excerpt of the example report (/beispielbericht/), described by the note that its values are made up: the rows
 * the editors chose, each value, limit and verdict computed from the report's raw data at build time (`excerpt`),
 * criterion and source the report's. The chart repeats the linearity for the eye and is hidden from screen readers.
 */
export function ExampleReport({
  example,
  edition,
  criteria,
  excerpt,
}: {
  example: Queries.ExampleReportFragment
  edition: string
  criteria: Criteria
  excerpt: ReportExcerpt
}) {
  const { columns, verdicts, overall, linearity } = example
  const results = example.results.map((row, index) => {
    const computed = excerpt.rows[index]!
    const { operator, source } = criteria.find((criterion) => criterion.result === row.result)!
    return { ...row, operator, source, value: computed.value, limit: computed.limit, met: computed.pass, unit: "%" }
  })
  const allMet = excerpt.pass
  const chart = linearityChart(excerpt.linearity)
  return (
    // Named explicitly by its caption: not every browser and screen reader derives a figure's name from <figcaption>.
    <figure className={styles.report} aria-labelledby={CAPTION_ID} aria-describedby={NOTE_ID}>
      <figcaption id={CAPTION_ID} className={styles.caption}>
        <span className={styles.marker}>{example.marker}</span> {example.title}
      </figcaption>
      <p id={NOTE_ID} className={styles.note}>
        {example.note}
      </p>
      <dl className={styles.facts}>
        {/* By place: an editor may name a fact or a result twice. */}
        {example.method.map((fact, index) => (
          <div key={index}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
        <div>
          <dt>{example.standard.label}</dt>
          <dd>{edition}</dd>
        </div>
      </dl>
      <table className={styles.results}>
        <thead>
          <tr>
            <th scope="col">{columns.parameter}</th>
            <th scope="col">{columns.result}</th>
            <th scope="col">{columns.criterion}</th>
            <th scope="col">{columns.verdict}</th>
          </tr>
        </thead>
        <tbody>
          {results.map((result, index) => (
            <tr key={index}>
              <th scope="row">
                <Symbols text={result.label} />
              </th>
              <td data-label={columns.result}>
                {withUnit(result.value, result.unit)}
                {result.note ? (
                  <small className={styles.rowNote}>
                    {" "}
                    <Symbols text={result.note} />
                  </small>
                ) : null}
              </td>
              <td data-label={columns.criterion}>
                {/* The operator never ends a line on its own. */}
                {`${result.operator}\u00a0${withUnit(result.limit, result.unit)}`}
                <small className={styles.rowNote}> {result.source}</small>
              </td>
              <td data-label={columns.verdict}>
                <span className={result.met ? styles.met : styles.missed}>{result.met ? verdicts.pass : verdicts.fail}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.chart} aria-hidden="true">
        <p>{linearity.label}</p>
        <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} focusable="false">
          <path d={`M${CHART.pad} 0V${CHART.height - CHART.pad}H${CHART.width}`} fill="none" stroke="#8597a3" />
          <line x1={chart.line[0]} y1={chart.line[1]} x2={chart.line[2]} y2={chart.line[3]} stroke="#1d6b50" strokeWidth="2" />
          {chart.points.map(({ x, y }) => (
            <circle key={`${x},${y}`} cx={x} cy={y} r="4" fill="#fff" stroke="#0b4f6c" strokeWidth="2" />
          ))}
        </svg>
      </div>
      <p className={styles.overall}>
        <span>{overall.label}</span> <strong className={allMet ? styles.met : styles.missed}>{allMet ? overall.pass : overall.fail}</strong>
      </p>
      <p>
        <a href={excerpt.path}>{example.reportLinkLabel}</a>
      </p>
    </figure>
  )
}
