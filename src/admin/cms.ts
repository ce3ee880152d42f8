/**
 * The editors' CMS at /admin/, bundled by esbuild (gatsby/admin/cms-bundle.ts) with the configuration from the content
 * model. Decap's German where it misleads the site's editors, error messages in sentence case, and no "Medien" tab: the
 * site has no editable media, so the configuration names the media library "none" (cms-config.ts), registered here as empty.
 */
import CMS from "decap-cms-app"

import "./preview"

type CmsConfig = NonNullable<Parameters<typeof CMS.init>[0]>["config"]

/** Replaced by esbuild (`define`) with the generated configuration. */
declare const CMS_CONFIG_FROM_CONTENT_MODEL: CmsConfig

/** Phrases by their path in Decap's German locale (decap-cms-locales). */
const PHRASES: Record<string, string> = {
  // Decap shows it for any invalid field, a wrong format as well as an empty one.
  "ui.toast.missingRequiredField":
    "Nicht gespeichert: Bitte die rot markierten Felder prüfen – eine Angabe fehlt oder hat nicht das erwartete Format.",
  // The pattern's message is a sentence of its own: "Der Wert ist keine Postleitzahl …".
  "editor.editorControlPane.widget.regexPattern": "%{pattern}.",
  // Decap's "muss größer als … sein" refuses only values below the minimum.
  "editor.editorControlPane.widget.min": "%{fieldLabel}: mindestens %{minValue}.",
  // Decap lower-cases the label here ("geschäftsführung hinzufügen"); the list's heading, lower-cased in code, stays.
  "editor.editorWidgets.list.add": "Eintrag hinzufügen",
}

type Phrases = { [key: string]: Phrases | string }

const german = structuredClone(CMS.getLocale("de") as Phrases)
for (const [path, phrase] of Object.entries(PHRASES)) {
  const keys = path.split(".")
  const last = keys.pop()!
  const parent = keys.reduce((node, key) => node[key] as Phrases, german)
  if (typeof parent[last] !== "string") throw new Error(`Decap has no phrase ${path}.`)
  parent[last] = phrase
}
CMS.registerLocale("de", german)
// Decap's error list (an emotion component, its name in the class) sets its sentences in capitals;
// `ul` outweighs its class rule, inserted later.
const style = document.createElement("style")
style.textContent = 'ul[class*="-ControlErrorsList"] { text-transform: none; }'
document.head.append(style)
const none = { name: "none", init: () => ({ show() {}, hide() {}, enableStandalone: () => false }) }
CMS.registerMediaLibrary(none as Parameters<typeof CMS.registerMediaLibrary>[0])
// Without `load_config_file: false`, Decap would request a config.yml.
CMS.init({ config: { ...CMS_CONFIG_FROM_CONTENT_MODEL, load_config_file: false } })
