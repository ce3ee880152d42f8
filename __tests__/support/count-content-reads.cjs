/**
 * Preloaded into `gatsby build` and its workers (NODE_OPTIONS=--require): appends "<pid> <function> <file>" to $CONTENT_READS_LOG for every
 * read of a file under <cwd>/content/. Opening a file counts as reading it (Gatsby hashes through a stream); calls made inside another
 * counted call are not counted again.
 */
const fs = require("node:fs")
const path = require("node:path")

const log = process.env.CONTENT_READS_LOG
const contentDir = path.join(process.cwd(), "content") + path.sep
let depth = 0

function note(file, how) {
  const name = typeof file === "string" || Buffer.isBuffer(file) ? String(file) : file instanceof URL ? file.pathname : undefined
  const full = name === undefined ? "" : path.resolve(name)
  if (full.startsWith(contentDir)) fs.appendFileSync(log, `${process.pid} ${how} ${path.relative(contentDir, full)}\n`)
}

function count(target, key) {
  const original = target[key]
  target[key] = function (file, ...rest) {
    if (depth === 0) note(file, key)
    depth++
    try {
      return original.call(this, file, ...rest)
    } finally {
      depth--
    }
  }
}

if (log) {
  for (const key of ["readFileSync", "readFile", "createReadStream", "openSync", "open"]) count(fs, key)
  for (const key of ["readFile", "open"]) count(fs.promises, key)
}
