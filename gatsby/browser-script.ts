/**
 * A browser script of ours as one minified IIFE, as text: the consent head script and the CMS.
 * Deterministic, so equal sources give equal bytes (a stable CSP hash, a stable file name).
 */
import path from "node:path"
import { type BuildOptions, buildSync } from "esbuild"

/** `entry`: relative to the project root; `options`: the browsers, build-time constants, licence comments. */
export function bundleBrowserScript(projectRoot: string, entry: string, options: BuildOptions): string {
  const { outputFiles } = buildSync({
    entryPoints: [path.join(projectRoot, entry)],
    absWorkingDir: projectRoot,
    bundle: true,
    minify: true,
    format: "iife",
    platform: "browser",
    ...options,
    write: false,
    logLevel: "silent",
  })
  return outputFiles[0]!.text
}
