/** @jest-environment node */
import { replaceSection } from "../../scripts/benchmarks-doc"

describe("docs/benchmarks.md sections", () => {
  const doc = "# Benchmarks\n\nintro\n\n<!-- BEGIN bench:other -->\nkeep me\n<!-- END bench:other -->\n\ntail text\n"

  test("appends a missing section and leaves the rest untouched", () => {
    const out = replaceSection(doc, "lighthouse", "| a |")
    expect(out.startsWith(doc.trimEnd())).toBe(true)
    expect(out).toMatch(/<!-- BEGIN bench:lighthouse -->\n\| a \|\n<!-- END bench:lighthouse -->\n$/)
  })

  test("replaces only its own section", () => {
    const once = replaceSection(doc, "lighthouse", "old")
    const twice = replaceSection(once, "lighthouse", "new")
    expect(twice).toContain("new")
    expect(twice).not.toContain("\nold\n")
    expect(twice).toContain("<!-- BEGIN bench:other -->\nkeep me\n<!-- END bench:other -->")
    expect(twice).toContain("tail text")
    expect(replaceSection(doc, "other", "changed")).toBe(doc.replace("keep me", "changed"))
  })

  test("refuses broken markers instead of guessing", () => {
    expect(() => replaceSection("<!-- BEGIN bench:x -->\nno end", "x", "y")).toThrow(/incomplete/)
    expect(() => replaceSection(doc, "Bad Name", "y")).toThrow(/section name/)
  })
})
