import { CHART, largestDeviation, linearityChart, meetsCriterion } from "./example-report"
import * as styles from "./ExampleReport.module.css"

type Example = Queries.HomeViewFragment["hero"]["example"]

const CAPTION_ID = "beispiel-titel"
const NOTE_ID = "beispiel-hinweis"

/** A number and its unit, joined by a no-break space: the build typesets each field alone and never sees the pair. */
const withUnit = (value: string, unit: string | null): string => (unit ? `${value}\u00a0${unit}` : value)

/** A symbol's index, written "U_rel" in the YAML, set below the line: U<sub>rel</sub>. */
function Symbols({ text }: { text: string }) {
  return text.split(/(?<=\p{L})_([\p{L}\p{N}]+)/u).map((part, index) => (index % 2 ? <sub key={index}>{part}</sub> : part))
}

/**
 * A report excerpt as the software produces it, drawn in HTML from the YAML's example values; described by the
 * note that they are made up. The linearity row is computed from the chart's points; the chart only repeats it
 * for the eye and is hidden from screen readers.
 */
export function ExampleReport({ example, edition }: { example: Example; edition: string }) {
  const { columns, verdicts, overall, linearity } = example
  const rows = [...example.results, { ...linearity.result, value: largestDeviation(linearity.points) }]
  const results = rows.map((result) => ({ ...result, met: meetsCriterion(result.value, result.operator, result.limit) }))
  const allMet = results.every((result) => result.met)
  const chart = linearityChart(linearity.points)
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
        {example.method.map((fact) => (
          <div key={fact.label}>
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
          {results.map((result) => (
            <tr key={result.label}>
              <th scope="row">
                <Symbols text={result.label} />
              </th>
              <td>
                {withUnit(result.value, result.unit)}
                {result.note ? (
                  <small className={styles.rowNote}>
                    {" "}
                    <Symbols text={result.note} />
                  </small>
                ) : null}
              </td>
              <td>
                {/* The operator never ends a line on its own. */}
                {`${result.operator}\u00a0${withUnit(result.limit, result.unit)}`}
                <small className={styles.rowNote}> {result.source}</small>
              </td>
              <td className={result.met ? styles.met : styles.missed}>{result.met ? verdicts.pass : verdicts.fail}</td>
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
    </figure>
  )
}
