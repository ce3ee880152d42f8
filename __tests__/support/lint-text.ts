/**
 * Lints source texts as if they were files of the tree (ESLint's `lintText` with a real file path), in a plain Node process: ESLint loads
 * eslint.config.mjs with `import()`, which Jest's module sandbox cannot run. Reads `[{ filePath, code }]` as JSON on stdin and writes, per
 * text, the messages as JSON on stdout.
 */
import { readFileSync } from "node:fs"
import path from "node:path"

import { ESLint } from "eslint"

const root = path.resolve(import.meta.dirname, "../..")
const cases = JSON.parse(readFileSync(0, "utf8")) as { filePath: string; code: string }[]
const eslint = new ESLint({ cwd: root })
const results = []
for (const { filePath, code } of cases) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) })
  results.push(result?.messages.map(({ ruleId, message, fatal }) => ({ ruleId, message, fatal: fatal ?? false })) ?? [])
}
process.stdout.write(JSON.stringify(results))
