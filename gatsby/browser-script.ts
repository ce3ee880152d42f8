/**
 * A browser script of ours as one minified IIFE, as text, with the CSS its imports bring (CSS modules
 * by esbuild's `local-css`): the consent head script and the CMS. Deterministic, so equal sources
 * give equal bytes (a stable CSP hash, a stable file name).
 */
import path from "node:path"
import { type BuildOptions, buildSync } from "esbuild"

/** `entry`: relative to the project root; `options`: the browsers, build-time constants, licence comments. */
export function bundleBrowserScript(projectRoot: string, entry: string, options: BuildOptions) {
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
    // Names the outputs (the script and its CSS); nothing is written.
    outdir: "bundle",
  })
  return { script: outputFiles[0]!.text, css: outputFiles.find((file) => file.path.endsWith(".css"))?.text ?? "" }
}
