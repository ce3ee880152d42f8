/**
 * A browser script of ours as one minified IIFE, bundled by esbuild, as text:
 * the consent head script (gatsby/inline-scripts/head-script.ts) and the CMS at
 * /admin/ (gatsby/admin/cms-bundle.ts). Deterministic, so equal sources give
 * equal bytes (a stable CSP hash, a stable file name).
 */
import path from "node:path"
import { type BuildOptions, buildSync } from "esbuild"

/** What differs between our browser scripts: which browsers, which build-time constants, which licence comments. */
type BrowserScriptOptions = Required<Pick<BuildOptions, "target" | "define" | "legalComments">>

/** `entry` is relative to the project root. */
export function bundleBrowserScript(projectRoot: string, entry: string, options: BrowserScriptOptions): string {
  const result = buildSync({
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
  return result.outputFiles[0]!.text
}
