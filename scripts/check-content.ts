/**
 * `npm run check:content`: checks every YAML file under content/ and prints
 * all problems at once in German (file, line, field, how to fix). Exit code 1
 * when anything blocks the build — in the production context (SITE_ENV or
 * Netlify's CONTEXT) that includes every placeholder.
 *
 *   npm run check:content                      # environment from SITE_ENV / CONTEXT
 *   npm run check:content -- --content DIR     # check a copy of content/ (tests)
 */
import path from "node:path"

import { resolveSiteEnvironment } from "../gatsby/site-environment.ts"
import { checkContent, formatReport } from "../content-model/check.ts"

const root = path.resolve(import.meta.dirname, "..")
const args = process.argv.slice(2)
const contentIndex = args.indexOf("--content")
const contentDir = contentIndex >= 0 ? path.resolve(args[contentIndex + 1] ?? "") : undefined

try {
  const result = checkContent({ root, ...(contentDir ? { contentDir } : {}), environment: resolveSiteEnvironment(process.env) })
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
