import type { ReactNode } from "react"

import { Passages } from "../../components/Passages/Passages"
import { CHART, scale, tickLabel, ticks } from "./charts"
import * as text from "../../components/TextPage/TextPage.module.css"
import * as styles from "./ReportView.module.css"

export interface ChartProps {
  id: string
  caption: string
  /** Where the values are written out: the chart's text equivalent. */
  description: string
  x: { low: number; high: number; labels?: readonly string[] }
  y: { low: number; high: number }
  /** Draws inside the axes, given the scales. */
  children: (toX: (value: number) => number, toY: (value: number) => number) => ReactNode
}

/** An SVG chart with both axes and their ticks, named by its caption and described by where its values stand as text. */
export function Chart({ id, caption, description, x, y, children }: ChartProps) {
  const { width, height, left, right, top, bottom } = CHART
  const xTicks = x.labels ? x.labels.map((_, index) => index + 1) : ticks(x.low, x.high)
  const yTicks = ticks(y.low, y.high)
  const toX = x.labels
    ? (value: number) => left + ((value - 0.5) / x.labels!.length) * (width - left - right)
    : scale(xTicks, left, width - right)
  const toY = scale(yTicks, height - bottom, top)
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={`${id}-caption`} aria-describedby={`${id}-text`}>
        <g stroke="#5a6b77" fontSize="12">
          <path d={`M${left} ${top}V${height - bottom}H${width - right}`} fill="none" />
          {yTicks.map((tick) => (
            <g key={tick}>
              <line x1={left - 4} x2={width - right} y1={toY(tick)} y2={toY(tick)} stroke="#cfd9e0" />
              <text stroke="none" fill="#3d4f5c" x={left - 6} y={toY(tick)} textAnchor="end" dominantBaseline="middle">
                {tickLabel(tick)}
              </text>
            </g>
          ))}
          {xTicks.map((tick, index) => (
            <text stroke="none" fill="#3d4f5c" key={tick} x={toX(tick)} y={height - bottom + 18} textAnchor="middle">
              {x.labels ? x.labels[index] : tickLabel(tick)}
            </text>
          ))}
        </g>
        {children(toX, toY)}
      </svg>
      <p id={`${id}-text`} className={text.muted}>
        {description}
      </p>
      <figcaption id={`${id}-caption`}>
        <Passages text={caption} />
      </figcaption>
    </figure>
  )
}
