/**
 * `npm run check:content -- [--content DIR]` (DIR: a copy of content/, for tests). Exit code 1 when anything blocks
 * the build; in production (SITE_ENV or Netlify's CONTEXT) that includes all sample data.
 */
import path from "node:path"
import { parseArgs } from "node:util"

import { checkContent, formatReport, readContentDir } from "../content-model/check.ts"
import { resolveSiteEnvironment } from "../content-model/site-environment.ts"

const root = path.resolve(import.meta.dirname, "..")
try {
  const { content } = parseArgs({ options: { content: { type: "string" } } }).values
  const files = content ? readContentDir(path.resolve(content)) : undefined
  const result = checkContent({ root, environment: resolveSiteEnvironment(process.env), files })
  const report = formatReport(result)
  if (result.errors.length > 0) {
    console.error(report)
    process.exitCode = 1
  } else {
    console.log(report)
  }
} catch (error) {
  console.error(`Die Inhaltsprüfung konnte nicht laufen: ${(error as Error).message}`)
  process.exitCode = 1
}
