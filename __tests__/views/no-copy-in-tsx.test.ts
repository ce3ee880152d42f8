/** @jest-environment node */
/**
 * Guard for the rule "no copy in TSX": every text a visitor reads comes from
 * content/*.yaml. Walks the TypeScript syntax tree of every .tsx file under
 * src/ and gatsby-*.tsx and fails on JSX text or literal text attributes
 * (alt, title, aria-label, placeholder …) that contain letters.
 */
import { readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import ts from "typescript"

const root = path.resolve(__dirname, "../..")
const TEXT_ATTRIBUTES = new Set(["alt", "title", "aria-label", "aria-description", "placeholder", "label"])

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return tsxFiles(full)
    return full.endsWith(".tsx") ? [full] : []
  })
}

export function findCopy(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: string[] = []
  const where = (node: ts.Node) => `${path.relative(root, file)}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /\p{L}/u.test(node.text)) found.push(`${where(node)} text "${node.text.trim()}"`)
    if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
      const name = node.name.getText(sf)
      if (TEXT_ATTRIBUTES.has(name) && /\p{L}/u.test(node.initializer.text)) {
        found.push(`${where(node)} ${name}="${node.initializer.text}"`)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return found
}

test("no visible text is written in TSX (it belongs in content/*.yaml)", () => {
  const files = [
    ...tsxFiles(path.join(root, "src")),
    ...readdirSync(root)
      .filter((f) => /^gatsby-.*\.tsx$/.test(f))
      .map((f) => path.join(root, f)),
  ]
  expect(files.length).toBeGreaterThan(10)
  const copy = files.flatMap((file) => findCopy(file, readFileSync(file, "utf8")))
  expect(copy).toEqual([])
})

test("the guard itself finds text and text attributes", () => {
  const sample = `export const A = () => <p title="Hallo">Willkommen <b>{x}</b> – </p>`
  expect(findCopy(path.join(root, "sample.tsx"), sample)).toEqual(['sample.tsx:1 title="Hallo"', 'sample.tsx:1 text "Willkommen"'])
})
