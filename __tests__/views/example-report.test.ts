/** @jest-environment node */
/** The arithmetic of the hero's example report: verdicts against criteria and the chart geometry. */
import { parseDecimal } from "../../content-model/notation"
import { CHART, largestDeviation, linearityChart, meetsCriterion } from "../../src/views/HomeView/example-report"

test("decimals are read as editors write them: comma, hyphen or minus sign", () => {
  expect([parseDecimal("1,4"), parseDecimal("-0,8"), parseDecimal("−1,1"), parseDecimal("20")]).toEqual([1.4, -0.8, -1.1, 20])
})

test.each([
  ["3,0", "≤", "3,0", true],
  ["3,1", "≤", "3,0", false],
  ["0,9950", "≥", "0,9950", true],
  ["0,9949", "≥", "0,9950", false],
  ["−4,0", "±", "4,0", true],
  ["−4,1", "±", "4,0", false],
  ["4,1", "±", "4,0", false],
])("%s %s %s is met: %s", (value, operator, limit, met) => {
  expect(meetsCriterion(value, operator, limit)).toBe(met)
})

test("an operator the schema does not allow is a developer error, not a silent pass", () => {
  expect(() => meetsCriterion("1", "<", "2")).toThrow(/Unknown criterion operator "<"/)
})

test("the chart puts a perfect method on the diagonal of the drawing area, the line through its points", () => {
  const { width, height, pad } = CHART
  const chart = linearityChart(["0", "50", "100"].map((value) => ({ nominal: value, measured: value })))
  expect(chart.points).toEqual([
    { x: pad, y: height - pad },
    { x: width / 2, y: height / 2 },
    { x: width - pad, y: pad },
  ])
  expect(chart.line).toEqual([pad, height - pad, width - pad, pad])
})

test("the regression line is the least-squares fit, not a line through the first and last point", () => {
  const chart = linearityChart([
    { nominal: "0", measured: "0" },
    { nominal: "50", measured: "60" },
    { nominal: "100", measured: "100" },
  ])
  // Least squares: slope 1, intercept 10/3, so the line runs above the first and the last point.
  expect(chart.line[1]).toBeLessThan(chart.points[0]!.y)
  expect(chart.line[3]).toBeLessThan(chart.points[2]!.y)
})

test("the linearity result is the largest relative deviation from the least-squares line, in % with one decimal", () => {
  // The line: y = x + 1/3; the point at 20 lies 0,667 above its 20,333, i.e. 3,28 % (the others 3,23 % and 1,10 %).
  const points = [
    { nominal: "10", measured: "10" },
    { nominal: "20", measured: "21" },
    { nominal: "30", measured: "30" },
  ]
  expect(largestDeviation(points)).toBe("3,3")
})
