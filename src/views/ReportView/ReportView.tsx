import { graphql } from "gatsby"
import type { ReactNode } from "react"

import type { ComputedReport, ReportPdfLink } from "../../../content-model/report/report"
import { Layout } from "../../components/Layout/Layout"
import type { LayoutData } from "../../components/Layout/layout-data"
import { Passages } from "../../components/Passages/Passages"
import { Prerendered } from "../../components/Prerendered/Prerendered"
import { Symbols } from "../../components/Symbols/Symbols"
import { Definitions, TextPage, TextSection } from "../../components/TextPage/TextPage"
import { Chart } from "./Chart"
import * as text from "../../components/TextPage/TextPage.module.css"
import * as styles from "./ReportView.module.css"

/** Exported because Gatsby's query compiler takes fragments only from exports. @public */
export const reportViewFragments = graphql`
  fragment ReportView on ExampleReportYaml {
    notice
    heading
    intro
    header {
      heading
      items {
        label
        value
      }
    }
    scope {
      heading
      text
    }
    unit
    precision {
      heading
      guideline
      design
      replicates
      levels {
        name
        target
        targetUncertainty
        results
      }
      chartLabel
    }
    linearity {
      heading
      guideline
      design
      samples {
        nominal
        results
      }
      chartLabel
    }
    limitOfQuantitation {
      heading
      guideline
      design
      replicates
      results
    }
    criteria {
      heading
      items {
        result
        label
        appliesTo
        operator
        source
      }
    }
    labels {
      level
      day
      replicate
      mean
      dayMean
      target
      targetUncertainty
      nominal
      results
      deviation
      sR
      sB
      sWL
      cvR
      cvWL
      biasUnits
      biasPercent
      uRw
      uBias
      uc
      expanded
      expandedRelative
      slope
      intercept
      rSquared
      characteristic
      value
      criterion
      source
      verdict
      rawData
      figures
      chartText
    }
    verdicts {
      pass
      fail
    }
    overall {
      heading
      pass
      fail
    }
    pdf {
      linkLabel
    }
    approval {
      heading
      note
      entries {
        role
        name
        date
      }
    }
  }
`

type Report = Queries.ReportViewFragment
type Labels = Report["labels"]

export interface ReportViewProps {
  report: Report
  /** The figures, computed at build time from the report's raw data. */
  computed: ComputedReport
  /** The same report as a PDF; none in the CMS preview. */
  pdf: ReportPdfLink | null
  layoutData: LayoutData
}

/** SVG presentation attributes: they keep the site-wide stylesheet small. */
const POINT = { fill: "#fff", stroke: "#0b4f6c", strokeWidth: 2 } as const
const LINE = { stroke: "#1d6b50", strokeWidth: 2.5 } as const

/** A number with a unit, joined by a no-break space. */
const withUnit = (value: string, unit: string) => `${value}\u00a0${unit}`

/** A raw value with the decimals its data are written with, and a decimal comma. */
const decimal = (value: number, digits = 0) => value.toFixed(digits).replace(".", ",").replace("-", "−")

/**
 * A wide table scrolls inside its box on a phone instead of widening the page; the box takes the keyboard's focus so
 * it can be scrolled without a pointer, named as its table.
 */
function Scroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section className={styles.scroll} aria-label={label} tabIndex={0} data-keyboard-scroll>
      {children}
    </section>
  )
}

/** Days × replicates with the day's mean: rows are days, columns replicates. */
function DaysTable({
  days,
  digits,
  means,
  labels,
  caption,
}: {
  days: ReadonlyArray<ReadonlyArray<number>>
  /** The decimals the data are written with. */
  digits: number
  means?: readonly string[]
  labels: Labels
  caption: string
}) {
  return (
    <Scroll label={caption}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.day}</th>
            {days[0]!.map((_, index) => (
              <th key={index} scope="col">{`${labels.replicate} ${index + 1}`}</th>
            ))}
            {means ? <th scope="col">{labels.dayMean}</th> : null}
          </tr>
        </thead>
        <tbody>
          {days.map((day, index) => (
            <tr key={index}>
              <th scope="row">{index + 1}</th>
              {day.map((value, column) => (
                <td key={column}>{decimal(value, digits)}</td>
              ))}
              {means ? <td>{means[index]}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  )
}

/** Figures as label/value pairs; labels like "s_WL" with their index set below the line. */
function Figures({ entries, labels }: { entries: ReadonlyArray<[keyof Labels, string]>; labels: Labels }) {
  return <Definitions entries={entries.map(([key, value]) => ({ label: <Symbols text={labels[key]} />, value }))} />
}

function StudyTop({ study }: { study: { heading: string; guideline: string; design: string } }) {
  return (
    <>
      <Passages as="h2" text={study.heading} />
      <p className={text.muted}>{study.guideline}</p>
      <Passages as="p" text={study.design} />
    </>
  )
}

/** The example notice, kept in view while the page scrolls: every screen says the values are made up. */
function Notice({ text }: { text: string }) {
  return (
    <p className={styles.notice} role="note">
      {text}
    </p>
  )
}

/** The whole example report as an assessor reads it; every figure computed at build time from the raw data. */
export function ReportView({ report, computed, pdf, layoutData }: ReportViewProps) {
  const { labels, unit, precision, linearity, limitOfQuantitation: loq } = report
  const criterion = (key: string) => report.criteria.items.find((item) => item.result === key)!
  const points = linearity.samples.flatMap((sample) => sample.results.map((value) => ({ x: sample.nominal, y: value })))
  const nominals = linearity.samples.map((sample) => sample.nominal)
  return (
    <Layout data={layoutData}>
      <TextPage heading={report.heading} intro={report.intro} subpageNav={layoutData.layout.subpage}>
        <Notice text={report.notice} />
        <Prerendered>
          {pdf ? (
            <p>
              <a href={pdf.path} type="application/pdf">
                {report.pdf.linkLabel.replace("{size}", pdf.size)}
              </a>
            </p>
          ) : null}
          <TextSection heading={report.header.heading}>
            <Definitions entries={report.header.items.map((item) => ({ label: item.label, value: item.value }))} />
          </TextSection>

          <TextSection heading={report.scope.heading} text={report.scope.text} />

          <section className={text.section}>
            <StudyTop study={precision} />
            {precision.levels.map((level, index) => {
              const figures = computed.precision.levels[index]!
              const values = level.results.flat()
              return (
                <section key={level.name}>
                  <h3>{level.name}</h3>
                  <Definitions
                    entries={[
                      { label: labels.target, value: withUnit(decimal(level.target, figures.digits), unit) },
                      {
                        label: <Symbols text={labels.targetUncertainty} />,
                        value: withUnit(decimal(level.targetUncertainty, figures.digits), unit),
                      },
                    ]}
                  />
                  <DaysTable
                    days={level.results}
                    digits={figures.digits}
                    means={figures.dayMeans}
                    labels={labels}
                    caption={`${labels.rawData}: ${level.name} (${unit})`}
                  />
                  <Chart
                    id={`praezision-${index + 1}`}
                    caption={`${precision.chartLabel}: ${level.name}`}
                    description={labels.chartText}
                    x={{ low: 1, high: level.results.length, labels: level.results.map((_, day) => `${labels.day} ${day + 1}`) }}
                    y={{ low: Math.min(...values), high: Math.max(...values) }}
                  >
                    {(toX, toY) =>
                      level.results.map((day, dayIndex) => (
                        <g key={dayIndex}>
                          {day.map((value, replicate) => (
                            <circle key={replicate} cx={toX(dayIndex + 1)} cy={toY(value)} r="4" {...POINT} />
                          ))}
                          <line
                            x1={toX(dayIndex + 1) - 14}
                            x2={toX(dayIndex + 1) + 14}
                            y1={toY(figures.dayMeanValues[dayIndex]!)}
                            y2={toY(figures.dayMeanValues[dayIndex]!)}
                            {...LINE}
                          />
                        </g>
                      ))
                    }
                  </Chart>
                  <h4>{labels.figures}</h4>
                  <Figures
                    labels={labels}
                    entries={[
                      ["mean", withUnit(figures.figures.mean, unit)],
                      ["sR", withUnit(figures.figures.sR, unit)],
                      ["sB", withUnit(figures.figures.sB, unit)],
                      ["sWL", withUnit(figures.figures.sWL, unit)],
                      ["cvR", withUnit(figures.figures.cvR, "%")],
                      ["cvWL", withUnit(figures.figures.cvWL, "%")],
                      ["biasUnits", withUnit(figures.figures.biasUnits, unit)],
                      ["biasPercent", withUnit(figures.figures.biasPercent, "%")],
                      ["uRw", withUnit(figures.figures.uRw, unit)],
                      ["uBias", withUnit(figures.figures.uBias, unit)],
                      ["uc", withUnit(figures.figures.uc, unit)],
                      ["expanded", withUnit(figures.figures.expanded, unit)],
                      ["expandedRelative", withUnit(figures.figures.expandedRelative, "%")],
                    ]}
                  />
                </section>
              )
            })}
          </section>

          <section className={text.section}>
            <StudyTop study={linearity} />
            <Scroll label={`${labels.rawData}: ${linearity.heading} (${unit})`}>
              <table className={styles.table}>
                <caption>{`${labels.rawData}: ${linearity.heading} (${unit})`}</caption>
                <thead>
                  <tr>
                    <th scope="col">{labels.nominal}</th>
                    <th scope="col">{labels.results}</th>
                    <th scope="col">{labels.mean}</th>
                    <th scope="col">{`${labels.deviation} (%)`}</th>
                  </tr>
                </thead>
                <tbody>
                  {linearity.samples.map((sample, index) => (
                    <tr key={sample.nominal}>
                      <th scope="row">{decimal(sample.nominal)}</th>
                      <td>{sample.results.map((value) => decimal(value, computed.linearity.digits)).join("; ")}</td>
                      <td>{computed.linearity.means[index]}</td>
                      <td>{computed.linearity.deviations[index]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Scroll>
            <Chart
              id="linearitaet"
              caption={linearity.chartLabel}
              description={labels.chartText}
              x={{ low: 0, high: Math.max(...nominals) }}
              y={{ low: 0, high: Math.max(...points.map((point) => point.y)) }}
            >
              {(toX, toY) => {
                const { slope, intercept } = computed.linearity.line
                const [from, to] = [Math.min(...nominals), Math.max(...nominals)]
                return (
                  <>
                    <line x1={toX(from)} y1={toY(intercept + slope * from)} x2={toX(to)} y2={toY(intercept + slope * to)} {...LINE} />
                    {points.map((point, index) => (
                      <circle key={index} cx={toX(point.x)} cy={toY(point.y)} r="4" {...POINT} />
                    ))}
                  </>
                )
              }}
            </Chart>
            <h3>{labels.figures}</h3>
            <Figures
              labels={labels}
              entries={[
                ["slope", computed.linearity.figures.slope],
                ["intercept", withUnit(computed.linearity.figures.intercept, unit)],
                ["rSquared", computed.linearity.figures.rSquared],
              ]}
            />
          </section>

          <section className={text.section}>
            <StudyTop study={loq} />
            <DaysTable
              days={loq.results}
              digits={computed.limitOfQuantitation.digits}
              labels={labels}
              caption={`${labels.rawData}: ${loq.heading} (${unit})`}
            />
            <h3>{labels.figures}</h3>
            <Figures
              labels={labels}
              entries={[
                ["mean", withUnit(computed.limitOfQuantitation.figures.mean, unit)],
                ["sWL", withUnit(computed.limitOfQuantitation.figures.sWL, unit)],
                ["cvWL", withUnit(computed.limitOfQuantitation.figures.cvWL, "%")],
              ]}
            />
          </section>

          <section className={text.section}>
            <Passages as="h2" text={report.criteria.heading} />
            <Scroll label={report.criteria.heading}>
              <table className={`${styles.table} ${styles.results}`}>
                <thead>
                  <tr>
                    <th scope="col">{labels.characteristic}</th>
                    <th scope="col">{labels.value}</th>
                    <th scope="col">{labels.criterion}</th>
                    <th scope="col">{labels.source}</th>
                    <th scope="col">{labels.verdict}</th>
                  </tr>
                </thead>
                <tbody>
                  {computed.results.map((row) => {
                    const { label, appliesTo, operator, source } = criterion(row.result)
                    return (
                      <tr key={`${row.result}-${row.level}`}>
                        <th scope="row">
                          <Symbols text={label} />
                          {row.level === null ? null : <small className={styles.level}>{precision.levels[row.level]!.name}</small>}
                        </th>
                        <td>{withUnit(row.value, "%")}</td>
                        <td>
                          {`${operator}\u00a0${withUnit(row.limit, "%")}`}
                          <small className={styles.level}>{appliesTo}</small>
                        </td>
                        <td>{source}</td>
                        <td className={row.pass ? styles.pass : styles.fail}>{row.pass ? report.verdicts.pass : report.verdicts.fail}</td>
                      </tr>
                    )
                  })}
                </tbody>
              </table>
            </Scroll>
          </section>

          <section className={text.section}>
            <Passages as="h2" text={report.overall.heading} />
            <p className={computed.pass ? styles.pass : styles.fail}>
              <strong>{computed.pass ? report.overall.pass : report.overall.fail}</strong>
            </p>
          </section>

          <section className={text.section}>
            <Passages as="h2" text={report.approval.heading} />
            <p className={text.muted}>{report.approval.note}</p>
            <Definitions entries={report.approval.entries.map((entry) => ({ label: entry.role, value: `${entry.name}, ${entry.date}` }))} />
          </section>
        </Prerendered>
      </TextPage>
    </Layout>
  )
}
