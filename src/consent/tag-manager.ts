/** The Google Tag Manager loader, shared by the head script and the consent provider. */
import { gtagWindow } from "./google-consent-mode"
import { warn } from "./log"
/** Custom HTML/JS tags and variables would need 'unsafe-inline'/'unsafe-eval' under our CSP. */
const GTM_BLOCKLIST: readonly string[] = ["customScripts", "html", "jsm"]

/** id of the GTM <script>; the loader checks it so GTM is never inserted twice. */
const GTM_LOADER_ID = "gtm-loader"

const isGtmStart = (entry: unknown): boolean =>
  typeof entry === "object" && entry !== null && (entry as { event?: unknown }).event === "gtm.js"

/** Starts GTM once, as Google's snippet does, after the consent commands already queued. Never throws. */
export function loadTagManager(url: string | null): boolean {
  try {
    const w = gtagWindow()
    if (url === null || w === null) return false
    const d = w.document
    if (d.getElementById(GTM_LOADER_ID) !== null || w.dataLayer.some(isGtmStart)) return false
    w.dataLayer.push({ "gtm.blocklist": GTM_BLOCKLIST.slice() })
    w.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" })
    const script = d.createElement("script")
    script.async = true
    script.id = GTM_LOADER_ID
    script.src = url
    ;(d.head ?? d.documentElement).appendChild(script)
    return true
  } catch (error) {
    warn("could not load the tag manager", error)
    return false
  }
}
