/**
 * Preloaded into a build and its workers (NODE_OPTIONS=--require): appends "<parser> <sha1 of the source>" to
 * $CONTENT_PARSES_LOG for every YAML text a parser parses: js-yaml's load (the project's, which gatsby-transformer-yaml
 * shares) and, should anything load it, the `yaml` package's parse/parseDocument. The test maps the hashes to the content
 * files, so it counts parses, not reads.
 */
const { appendFileSync } = require("node:fs")
const { createHash } = require("node:crypto")
const { createRequire } = require("node:module")
const path = require("node:path")

const log = process.env.CONTENT_PARSES_LOG
const fromProject = createRequire(path.join(process.cwd(), "package.json"))
// yaml's parse calls its own parseDocument, not the exported one: each text counts once.
const PARSERS = { yaml: ["parse", "parseDocument"], "js-yaml": ["load"] }

for (const [parser, keys] of Object.entries(log ? PARSERS : {})) {
  let module
  try {
    module = fromProject(parser)
  } catch {
    continue // not a process of the project (npm itself)
  }
  for (const key of keys) {
    const original = module[key]
    module[key] = function (source, ...rest) {
      if (typeof source === "string") appendFileSync(log, `${parser} ${createHash("sha1").update(source).digest("hex")}\n`)
      return original.call(this, source, ...rest)
    }
  }
}
