/**
 * A browser script of ours as one minified IIFE, bundled by esbuild, as text: the consent head
 * script (gatsby/inline-scripts/head-script.ts) and the CMS at /admin/ (gatsby/admin/cms-bundle.ts).
 * Deterministic, so equal sources give equal bytes (a stable CSP hash, a stable file name).
 */
import path from "node:path"
import { type BuildOptions, buildSync } from "esbuild"

/** `entry` is relative to the project root; the options say which browsers, build-time constants and licence comments. */
export function bundleBrowserScript(
  projectRoot: string,
  entry: string,
  options: Required<Pick<BuildOptions, "target" | "define" | "legalComments">>,
): string {
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
