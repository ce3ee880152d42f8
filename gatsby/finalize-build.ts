/**
 * The step `npm run build` runs after `gatsby build` (npm's `postbuild`), after gatsby-adapter-netlify has written its
 * caching rules — the adapter runs after every onPostBuild hook, so this cannot be one. It writes the header policy to
 * public/_headers — last, as server/build-if-needed.ts takes its age for the build's.
 */
import { resolve } from "node:path"

import { writeHeaderPolicy } from "./headers/header-rules.ts"

try {
  writeHeaderPolicy(resolve(import.meta.dirname, ".."))
} catch (error) {
  console.error(`Error: ${(error as Error).message}`)
  process.exitCode = 1
}
