/**
 * The Decap CMS configuration, generated from the zod schemas into the CMS bundle on every build, so the
 * forms ask for what the content check accepts. Everything inside an optional section is optional in the
 * form: the check enforces its all-or-nothing rule. Labels and hints come from hints.yaml (hints.ts).
 */
import { z } from "zod"

import { fieldMeta, unwrap } from "./formats.ts"
import { fieldIn, fieldLabel, readHints, type FieldWords, type Hints, type Scope } from "./hints.ts"
import { contentKinds } from "./schemas.ts"
import type { SiteEnvironment } from "./site-environment.ts"

/** https://decapcms.org/docs/widgets/ */
type Widget = { widget: string; [option: string]: unknown }

export type CmsField = Widget & { name: string; label: string; hint?: string; field?: CmsField; fields?: CmsField[] }

/** Keys of paragraphs: edited in the multi-line `text` widget. */
const PARAGRAPH = new RegExp(
  `^(?:${[
    "text|intro|lead|note|description|paragraphs|alt|design",
    "noneAppointed|purpose|legalBasis|transfer|retention|role",
    "businessPurpose|professionalRules|advanced|basic",
  ].join("|")})$|Text$`,
)

/** The Decap fields of an object; the entries of hints.yaml they take leave `unused`. */
export function cmsFields(schema: z.ZodObject, hints: Hints["fields"], scopes: Scope[], unused?: Set<string>) {
  function fieldsOf(schema: z.ZodObject, scopes: Scope[], optional: boolean): CmsField[] {
    return Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, value]) => {
      const { words, inner, optional: own, scopes: within } = fieldIn(hints, scopes, key, value, unused)
      return {
        name: key,
        label: words.label,
        ...widgetOf(key, inner, within, optional || own, words),
        ...(words.hint ? { hint: words.hint } : {}),
        ...(optional || own ? { required: false } : {}),
      }
    })
  }

  function widgetOf(key: string, schema: z.ZodType, scopes: Scope[], optional: boolean, words: FieldWords): Widget {
    const { label, options: names = {} } = words
    const meta = fieldMeta.get(schema)
    if (meta?.date) {
      // A date picker that writes YYYY-MM-DD.
      return { widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false }
    }
    if (schema instanceof z.ZodString) {
      const rule = meta?.rule?.replace(/\.$/, "")
      const pattern = meta?.pattern && rule ? { pattern: [meta.pattern.source, `Der Wert ${rule}`] } : {}
      // Captions (`labels`, `detailLabels`) are short, whatever their keys.
      const caption = /(?:^|\.)(?:labels|detailLabels)\.\w+\.$/.test(scopes[0]?.[1] ?? "")
      return { widget: PARAGRAPH.test(key) && !caption ? "text" : "string", ...pattern }
    }
    if (schema instanceof z.ZodEnum) {
      const options = schema.options.map(String).map((value) => (names[value] ? { label: names[value], value } : value))
      return { widget: "select", options }
    }
    if (schema instanceof z.ZodBoolean) return { widget: "boolean" }
    // Whole numbers with bounds; measured values may be decimals.
    if (schema instanceof z.ZodNumber) {
      return { widget: "number", value_type: schema.isInt ? "int" : "float", ...bounds(schema) }
    }
    if (schema instanceof z.ZodObject) {
      return { widget: "object", fields: fieldsOf(schema, scopes, optional) }
    }
    if (schema instanceof z.ZodArray) {
      const checks = (schema.def.checks ?? []).map((check) => check._zod.def as { check: string; minimum?: number; maximum?: number })
      const { minimum } = checks.find((check) => check.check === "min_length") ?? {}
      const { maximum } = checks.find((check) => check.check === "max_length") ?? {}
      const entries = { ...(minimum ? { min: minimum } : {}), ...(maximum ? { max: maximum } : {}) }
      const { inner } = unwrap(schema.element as z.ZodType)
      // Several values of an enumeration: one selection field, showing their German names.
      if (inner instanceof z.ZodEnum) return { ...widgetOf(key, inner, scopes, false, words), multiple: true, ...entries }
      // A collapsed row shows this value (Decap shows the label otherwise).
      const summary = (name: string) => ({ summary: `{{fields.${name} | truncate(80)}}` })
      if (!(inner instanceof z.ZodObject)) {
        return { widget: "list", ...entries, ...summary(key), field: { name: key, label, ...widgetOf(key, inner, scopes, false, words) } }
      }
      const fields = fieldsOf(inner, scopes, false)
      // A text rather than a selection, whose summary would show the value, not its German name.
      const first = ["string", "text", "select"].flatMap((widget) => fields.filter((entry) => entry.widget === widget))[0]
      return { widget: "list", ...entries, ...(first ? summary(first.name) : {}), fields }
    }
    throw new Error(`${key}: no Decap widget for the zod type "${schema.def.type}".`)
  }

  return fieldsOf(schema, scopes, false)
}

/** Decap's number bounds; zod's are ±Infinity or ±MAX_SAFE_INTEGER where none is set. */
const bounds = ({ minValue: min, maxValue: max }: z.ZodNumber) => ({
  ...(min !== null && Math.abs(min) < Number.MAX_SAFE_INTEGER ? { min } : {}),
  ...(max !== null && Math.abs(max) < Number.MAX_SAFE_INTEGER ? { max } : {}),
})

/** `local_backend` only for development builds, the only ones whose CSP lets /admin/ reach decap-server. */
export function cmsConfig(root: string, environment: SiteEnvironment, site?: unknown) {
  const hints = readHints(root)
  const unused = new Set(Object.entries(hints.fields).flatMap(([section, keys]) => Object.keys(keys).map((key) => `${section}: ${key}`)))
  const files = contentKinds.map((kind) => {
    const about = hints.files[kind.file]
    if (!about) throw new Error(`content-model/hints.yaml has no label for content/${kind.file}.`)
    const fields = cmsFields(kind.fileSchema, hints.fields, [[kind.name, ""]], unused)
    // The list of fields with sample data offers them by their labels ("Anschrift › Ort"), not by their paths.
    const select = fields.find((field) => field.name === "placeholders")!
    select.options = (select.options as string[]).map((value) => ({ label: fieldLabel(kind, hints.fields, value) ?? value, value }))
    const name = kind.file.replace(/\/index\.yaml$|\.yaml$/, "").replace("/", "-")
    return { name, ...about, file: `content/${kind.file}`, fields }
  })
  if (unused.size) throw new Error(`content-model/hints.yaml: no field for ${[...unused].join(", ")}`)
  const { siteUrl, cmsRepository, placeholders } = (site ?? {}) as Record<string, unknown>
  // "Live ansehen" leads to the site, not to a sample address.
  const liveUrl = typeof siteUrl === "string" && !(Array.isArray(placeholders) && placeholders.includes("siteUrl")) ? siteUrl : undefined
  return {
    // Until content/site/index.yaml names one (the check asks for it).
    backend: { name: "github", repo: typeof cmsRepository === "string" ? cmsRepository : "OWNER/REPOSITORY", branch: "main" },
    ...(environment === "development" ? { local_backend: true } : {}),
    publish_mode: "editorial_workflow",
    locale: "de",
    ...(liveUrl ? { site_url: liveUrl, display_url: liveUrl } : {}),
    // Decap requires a media folder; the content has no images: the library "none"
    // (src/admin/cms.ts) hides Decap's "Medien" tab.
    media_folder: "static/uploads",
    public_folder: "/uploads",
    media_library: { name: "none" },
    collections: [{ name: "content", ...hints.collection, format: "yml", delete: false, files }],
  }
}
