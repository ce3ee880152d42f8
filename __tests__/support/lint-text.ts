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
const lint = async ({ filePath, code }: (typeof cases)[number]) =>
  (await eslint.lintText(code, { filePath: path.join(root, filePath) }))[0]?.messages ?? []
process.stdout.write(JSON.stringify(await Promise.all(cases.map(lint))))
