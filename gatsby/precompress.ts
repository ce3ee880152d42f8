/**
 * Writes `file.br` and `file.gz` next to every compressible file of the build,
 * once, after `gatsby build` — the server (sirv) then picks the variant by
 * `Accept-Encoding` without compressing per request.
 * A variant is kept only when it is smaller than the original.
 */
import { readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"

import { listSiteFiles } from "./headers/header-rules.ts"

/**
 * Text formats worth compressing, plus favicon.ico (its entries are raw BMP
 * bitmaps); PNG, JPEG and fonts are compressed already.
 */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|svg|txt|xml|webmanifest|map|ico)$/

/** Below this size the saving does not pay for the extra file. */
const MIN_BYTES = 256

export interface PrecompressResult {
  files: number
  bytesBefore: number
  bytesBrotli: number
}

export function precompress(root: string): PrecompressResult {
  const result: PrecompressResult = { files: 0, bytesBefore: 0, bytesBrotli: 0 }
  for (const file of listSiteFiles(root)) {
    const abs = join(root, file)
    for (const suffix of [".br", ".gz"]) rmSync(abs + suffix, { force: true })
    if (!COMPRESSIBLE.test(file) || statSync(abs).size < MIN_BYTES) continue
    const bytes = readFileSync(abs)
    const br = brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    })
    const gz = gzipSync(bytes, { level: 9 })
    if (br.length < bytes.length) writeFileSync(abs + ".br", br)
    if (gz.length < bytes.length) writeFileSync(abs + ".gz", gz)
    result.files++
    result.bytesBefore += bytes.length
    result.bytesBrotli += Math.min(br.length, bytes.length)
  }
  return result
}
