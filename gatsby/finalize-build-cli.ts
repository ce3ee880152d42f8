/** `npm run build`'s postbuild step: see finalize-build.ts. */
import { resolve } from "node:path"

import { finalizeBuild } from "./finalize-build.ts"

try {
  finalizeBuild({ projectRoot: resolve(import.meta.dirname, "..") })
} catch (error) {
  console.error(`Error: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}
