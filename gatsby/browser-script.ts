/**
 * A browser script of ours (the consent head script, the CMS) as one minified IIFE (esbuild's default for a bundle), with the
 * CSS its imports bring. Deterministic: equal sources give equal bytes (a stable CSP hash, a stable file name).
 */
import { type BuildOptions, buildSync } from "esbuild"

export function bundleBrowserScript(projectRoot: string, entry: string, options: BuildOptions) {
  const { outputFiles } = buildSync({
    entryPoints: [entry],
    absWorkingDir: projectRoot,
    bundle: true,
    minify: true,
    ...options,
    write: false,
    logLevel: "silent",
    // Names the outputs (the script and its CSS); nothing is written.
    outdir: "bundle",
  })
  return { script: outputFiles[0]!.text, css: outputFiles.find((file) => file.path.endsWith(".css"))?.text ?? "" }
}
