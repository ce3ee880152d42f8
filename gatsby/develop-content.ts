/**
 * `gatsby develop` follows the editor: gatsby-source-filesystem watches content/ and makes a saved file's File node
 * again, gatsby-transformer-yaml its content node. The content check runs again on each save and prints its problems in
 * German; while it refuses the content, every query of it answers what it answered for the content last accepted, so
 * the open pages keep showing that, and the next accepted save shows again.
 */
import type { Reporter } from "gatsby"

import { checkContent, formatReport } from "../content-model/check.ts"
import { nodeTypeName } from "../content-model/graphql-types.ts"
import { resolveSiteEnvironment } from "../content-model/site-environment.ts"

let refused = false
/** By query field and arguments; kept across the schema rebuilds that follow each save. */
const answered = new Map<string, unknown>()

export function recheck(root: string, reporter: Reporter): void {
  const result = checkContent({ root, environment: resolveSiteEnvironment(process.env) })
  if (result.errors.length) {
    const report = formatReport({ ...result, sampleData: [] })
    reporter.error(`Inhaltsprüfung fehlgeschlagen – die Seiten zeigen weiter den zuletzt geprüften Stand.\n\n${report}`)
  } else if (refused) reporter.info("✔ Inhalte geprüft: keine Fehler – die Seiten zeigen wieder den gespeicherten Stand.")
  refused = result.errors.length > 0
}

type Resolve = (
  source: unknown,
  args: object,
  context: { nodeModel: { findAll(query: { type: string }): Promise<unknown> } },
  info: { fieldName: string; originalResolver: Resolve },
) => Promise<unknown>

/** Query's field of each content folder's node type (`home` → `homeYaml`), for createResolvers. */
export function keepingLastAccepted(folders: readonly string[]): Record<string, { resolve: Resolve }> {
  const resolve: Resolve = async (source, args, context, info) => {
    // Every query of content depends on every content file, so an accepted save updates all of them, not only its own.
    await context.nodeModel.findAll({ type: "File" })
    const answer = await info.originalResolver(source, args, context, info)
    const asked = `${info.fieldName} ${JSON.stringify(args)}`
    if (!refused) answered.set(asked, answer)
    return refused && answered.has(asked) ? answered.get(asked) : answer
  }
  return Object.fromEntries(folders.map((folder) => [nodeTypeName(folder).replace(/^./, (c) => c.toLowerCase()), { resolve }]))
}
