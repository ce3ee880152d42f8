/** The consent head script (src/consent/head-script.ts) with the build-time settings as data; the header policy hashes it for the CSP. */
import { consentDefine, type SiteSettings } from "../content-model/settings"
import { bundleBrowserScript } from "./browser-script"

/** The script's text, without <script> tags; the settings hold no free text, and esbuild escapes "</script" in strings. */
export function compileHeadScript(projectRoot: string, site: Pick<SiteSettings, "tagManager" | "consent">): string {
  return bundleBrowserScript(projectRoot, "src/consent/head-script.ts", {
    // The oldest engine Gatsby 5 builds the bundles for (">0.25%, not dead": UC Browser 15.5 on
    // Chromium 78) has ES2019, so the script that decides consent runs wherever the site works.
    target: "es2019",
    legalComments: "none",
    define: consentDefine(site),
  }).script.trim()
}
