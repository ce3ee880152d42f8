/**
 * The content's one reading. gatsby-source-filesystem makes a File node per file of content/, gatsby-transformer-yaml
 * parses it (js-yaml) into a node typed after its folder (content/home/ → HomeYaml). Its onCreateNode runs here rather
 * than as a plugin of its own, for two things a plugin cannot do: a file it cannot parse reaches the content check (a
 * German problem with its line, js-yaml's reason for developers) instead of ending the build with the parser's English
 * alone, and only checked content enters the node store: each node holds zod's output of its file. The check, the
 * settings, the derived files, the CMS and the pages all read these objects.
 *
 * `gatsby develop` follows the editor: a saved file is parsed again, alone, and the whole content checked again. A save
 * the check refuses prints its German problems and leaves the file's node as last accepted, so every page keeps
 * showing that; the next accepted save shows.
 */
import type { CreateNodeArgs, Node, NodePluginArgs, Reporter } from "gatsby"
import { onCreateNode as transform } from "gatsby-transformer-yaml/gatsby-node"

import { checkContent, formatReport, type ContentCheckResult, type ContentFile } from "../content-model/check.ts"
import { resolveSiteEnvironment } from "../content-model/site-environment.ts"

/** A file as last read, with the node gatsby-transformer-yaml made of it (its id, type and parent). */
type Read = ContentFile & { node?: Node }

const read = new Map<string, Read>()
let accepted: ContentCheckResult | undefined
let refused = false

const isContentFile = (node: Node) =>
  node.internal.type === "File" && node.sourceInstanceName === "content" && /\.ya?ml$/.test(String(node.relativePath))

const check = (root: string) => checkContent({ root, environment: resolveSiteEnvironment(process.env), files: [...read.values()] })

const dataOf = ({ id: _id, parent: _parent, children: _children, internal: _internal, ...data }: Node) => data

/** Parses a File node of content/ with gatsby-transformer-yaml, keeping the node it makes rather than storing it. */
async function readFile(args: NodePluginArgs, file: Node): Promise<void> {
  const relative = String(file.relativePath)
  let source = ""
  let node: Node | undefined
  const actions = { ...args.actions, createNode: (made: Node) => void (node = made), createParentChildLink: () => undefined }
  const loadNodeContent = async (of: Node) => (source = await args.loadNodeContent(of))
  let entry: Read
  try {
    await transform({ ...args, node: file, actions, loadNodeContent } as unknown as Parameters<typeof transform>[0], {})
    entry = { file: relative, source, node, data: node && dataOf(node) }
  } catch (error) {
    entry = { file: relative, source, error }
  }
  // A file js-yaml cannot read keeps the node it had (the same id): the content last accepted goes back into it.
  read.set(relative, { ...entry, node: entry.node ?? read.get(relative)?.node })
}

/** The file's node, holding `data` (zod's output); unchanged data leaves Gatsby's node as it is. */
function store({ actions, createContentDigest, getNode }: NodePluginArgs, made: Node | undefined, data: unknown) {
  if (!made || data === undefined) return
  const internal = { type: made.internal.type, contentDigest: createContentDigest(data as object) }
  const node = { ...(data as object), id: made.id, parent: made.parent, children: [], internal }
  actions.createNode(node)
  actions.createParentChildLink({ parent: getNode(made.parent!)!, child: node as unknown as Node })
}

const storeAll = (args: NodePluginArgs, result: ContentCheckResult) => {
  for (const entry of read.values()) store(args, entry.node, result.data.get(entry.file))
}

/** A content problem stops the build with the check's report (before public/ is written), sample data warns. */
export function reportCheck(result: ContentCheckResult, reporter: Pick<Reporter, "panic" | "warn" | "info">): void {
  const report = formatReport(result)
  if (result.errors.length > 0) reporter.panic(`Inhaltsprüfung fehlgeschlagen – der Build wird abgebrochen.\n\n${report}`)
  else if (result.sampleData.length + result.retyped.length > 0) reporter.warn(report)
  else reporter.info(report)
}

/**
 * Once the sources are in (createPages): every content file read (those `onCreateNode` did not see, unchanged since
 * the last `gatsby develop`, now), checked, and stored. The check's result is what the build steps take.
 */
export async function checkAtStart(args: NodePluginArgs, root: string): Promise<ContentCheckResult> {
  for (const file of args.getNodes().filter(isContentFile)) if (!read.has(String(file.relativePath))) await readFile(args, file)
  const result = check(root)
  reportCheck(result, args.reporter)
  storeAll(args, result)
  return (accepted = result)
}

/** A File node of content/: read during the start, or a save in `gatsby develop`, checked with all the others. */
export async function onContentFile(args: CreateNodeArgs, root: string): Promise<void> {
  const { node: file } = args
  if (!isContentFile(file)) return
  await readFile(args, file)
  if (!accepted) return
  const result = check(root)
  const { reporter } = args
  if (result.errors.length) {
    const report = formatReport({ ...result, sampleData: [] })
    reporter.error(`Inhaltsprüfung fehlgeschlagen – die Seiten zeigen weiter den zuletzt geprüften Stand.\n\n${report}`)
    // Gatsby dropped the file's node with its File node: the content last accepted goes back.
    store(args, read.get(String(file.relativePath))!.node, accepted.data.get(String(file.relativePath)))
  } else {
    if (refused) reporter.info("✔ Inhalte geprüft: keine Fehler – die Seiten zeigen wieder den gespeicherten Stand.")
    storeAll(args, result)
    accepted = result
  }
  refused = result.errors.length > 0
}
