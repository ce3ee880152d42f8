/** `npm run build`'s postbuild step: see finalize-build.ts. */
import { resolve } from "node:path"

import { finalizeBuild } from "./finalize-build.ts"

try {
  finalizeBuild(resolve(import.meta.dirname, ".."))
} catch (error) {
  console.error(`Error: ${(error as Error).message}`)
  process.exitCode = 1
}
