import { formatGermanDate } from "../../src/views/format"

test("an ISO date reads as a German date; anything else stays as written", () => {
  expect(formatGermanDate("2026-03-01")).toBe("1. März 2026")
  expect(formatGermanDate("2025-12-24")).toBe("24. Dezember 2025")
  expect(formatGermanDate("2026-13-01")).toBe("2026-13-01")
})
