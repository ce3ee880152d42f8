/** @jest-environment node */
/** The geometry of the hero's linearity chart, from the report's means and fitted line. */
import { CHART, linearityChart } from "../../src/views/HomeView/example-report"

const on = (values: number[], line = { slope: 1, intercept: 0 }) => ({
  means: values.map((value) => ({ nominal: value, mean: value })),
  line,
})

test("the chart puts a perfect method on the diagonal of the drawing area; its line is the given fit over the nominal range, not one through the first and last point", () => {
  const { width, height, pad } = CHART
  const chart = linearityChart(on([0, 50, 100]))
  expect(chart.points).toEqual([
    { x: pad, y: height - pad },
    { x: width / 2, y: height / 2 },
    { x: width - pad, y: pad },
  ])
  expect(chart.line).toEqual([pad, height - pad, width - pad, pad])
  // Fit y = 10/3 + x: the line runs above the first and the last point.
  const shifted = linearityChart(on([0, 50, 100], { slope: 1, intercept: 10 / 3 }))
  expect(shifted.line[1]).toBeLessThan(shifted.points[0]!.y)
  expect(shifted.line[3]).toBeLessThan(shifted.points[2]!.y)
})
