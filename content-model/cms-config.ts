/**
 * The Decap CMS configuration, generated from the zod schemas (schemas.ts)
 * so the forms ask for exactly what the content check accepts. Built into the
 * CMS bundle (gatsby/admin/cms-bundle.ts) on every build, never written to a
 * file: there is no config.yml that could drift from the schemas.
 *
 * One collection "Inhalte" with one file entry per content file (every file
 * the content check requires, plus one per error page), so editors find all
 * texts in one list. Per field:
 *
 * - label: a short German label from the description (its first clause, see
 *   `shortLabel`) with the key in parentheses, because the content check names
 *   fields by key (`Feld "address.street"`); hint: the whole description.
 * - widget from the type: text → `string`, or `text` (several lines) for the
 *   long texts named in LONG_TEXT_KEYS and keys ending in "Text"; enum →
 *   `select`; integer/number → `number` (value_type int/float, min, max);
 *   boolean → `boolean`; date (formats.ts `isoDate`) → `datetime` writing
 *   YYYY-MM-DD; object → `object`; list → `list` (`field` for scalars,
 *   `fields` for objects).
 * - `pattern: [regex, message]` where the format registered one (formats.ts
 *   `formRules`): the rule the content check tells, after "Der Wert".
 *   Decap checks one pattern per field; the check in the pull request still
 *   runs every zod rule (also "not only spaces", which the form leaves to it).
 * - `required: false` for optional fields, and for every field inside an
 *   optional section: Decap validates a section's fields even when the
 *   section is left empty, so "required when the section is filled in" is left
 *   to the content check (e.g. the supervisory authority's all-or-nothing rule).
 */
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { z } from "zod"

import type { SiteEnvironment } from "../gatsby/site-environment.ts"
import { dateFields, formRules } from "./formats.ts"
import { routesFromPages } from "./routes.ts"
import { ERROR_KINDS, ERROR_PAGE_TITLES, REQUIRED_FILES, contentKinds, type ContentKind } from "./schemas.ts"

/**
 * Shown while content/site/index.yaml names no repository (the content check reports the missing field):
 * a value Decap accepts in the file, which no GitHub login can open.
 */
const MISSING_REPOSITORY = "OWNER/REPOSITORY"

/** Keys whose texts are paragraphs, not one line: edited with the multi-line `text` widget (besides keys ending in "Text"). */
const LONG_TEXT_KEYS = new Set([
  "text",
  "intro",
  "lead",
  "note",
  "description",
  "paragraphs",
  "noneAppointed",
  "purpose",
  "legalBasis",
  "transfer",
  "retention",
  "role",
  "businessPurpose",
  "professionalRules",
  "alt",
  // The texts per loading mode of the tag manager (consent banner).
  "advanced",
  "basic",
])

/** A Decap field (https://decapcms.org/docs/widgets/), as far as this generator uses it. */
export interface CmsField {
  name: string
  label: string
  widget: "string" | "text" | "number" | "boolean" | "select" | "datetime" | "object" | "list"
  hint?: string
  required?: false
  pattern?: [string, string]
  options?: string[]
  value_type?: "int" | "float"
  min?: number
  max?: number
  format?: string
  date_format?: string
  time_format?: false
  summary?: string
  field?: CmsField
  fields?: CmsField[]
}

/** One file entry of the collection. @public (tests read the generated configuration with this shape) */
export interface CmsFile {
  name: string
  label: string
  file: string
  description: string
  fields: CmsField[]
}

/**
 * The first clause of a description, for a label: up to the first sentence
 * end, colon, semicolon, dash, opening parenthesis or quote, "z. B." or (after
 * at least three words) comma; shortened at a word when still long.
 */
export function shortLabel(description: string): string {
  const text = description.replace(/\s+/g, " ").trim()
  // A period ends a sentence only before a capital (not in "Abs. 1", "schema.org"); a question keeps its mark.
  const ends = [/,? z\. B\./, /[.!](?= [A-ZÄÖÜ„"]|$)/, /[;:](?= )/, /(?<=\?)(?= |$)/, / \(/, / – /, / "/]
  let cut = text.length
  for (const end of ends) {
    const match = end.exec(text)
    if (match && match.index > 0) cut = Math.min(cut, match.index)
  }
  const comma = text.indexOf(", ")
  if (comma > 0 && comma < cut && text.slice(0, comma).split(" ").length >= 3) cut = comma
  const clause = text.slice(0, cut).trim()
  if (clause.length <= 50) return clause
  return `${clause.slice(0, clause.lastIndexOf(" ", 49))} …`
}

/** The message Decap shows after "<Feld> entspricht nicht dem Muster:" (it adds the final period itself). */
const patternMessage = (rule: string): string => `Der Wert ${rule}`.replace(/\.$/, "")

function unwrapOptional(schema: z.ZodType): { inner: z.ZodType; optional: boolean } {
  let inner = schema
  let optional = false
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) {
    optional = true
    inner = inner.unwrap() as z.ZodType
  }
  return { inner, optional }
}

/** The widget of a value without its label; `key` chooses between one line and several. */
function widgetOf(schema: z.ZodType, key: string, at: string, optionalContext: boolean): Omit<CmsField, "name" | "label"> {
  if (dateFields.has(schema)) {
    // format = what Decap writes; time_format false gives a date picker.
    return { widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false }
  }
  if (schema instanceof z.ZodString || schema instanceof z.ZodStringFormat) {
    const rule = formRules.get(schema)
    return {
      widget: LONG_TEXT_KEYS.has(key) || /Text$/.test(key) ? "text" : "string",
      ...(rule ? { pattern: [rule.pattern.source, patternMessage(rule.rule)] as [string, string] } : {}),
    }
  }
  if (schema instanceof z.ZodEnum) return { widget: "select", options: schema.options.map(String) }
  if (schema instanceof z.ZodNumber) {
    const bound = (value: number | null) => (value !== null && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined)
    const [min, max] = [bound(schema.minValue), bound(schema.maxValue)]
    return {
      widget: "number",
      value_type: schema.isInt ? "int" : "float",
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
    }
  }
  if (schema instanceof z.ZodBoolean) return { widget: "boolean" }
  if (schema instanceof z.ZodObject) return { widget: "object", fields: fieldsOf(schema, at, optionalContext) }
  if (schema instanceof z.ZodArray) {
    const element = unwrapOptional(schema.element as z.ZodType).inner
    const minimum = Math.max(
      0,
      ...(schema._zod.def.checks ?? []).map((check) => {
        const def = check._zod.def as { check: string; minimum?: number }
        return def.check === "min_length" && def.minimum !== undefined ? def.minimum : 0
      }),
    )
    const min = minimum > 0 ? { min: minimum } : {}
    if (element instanceof z.ZodObject) {
      const fields = fieldsOf(element, `${at}[]`, false)
      const first = fields.find((f) => ["string", "text", "select"].includes(f.widget))
      return { widget: "list", ...min, ...(first ? { summary: `{{fields.${first.name}}}` } : {}), fields }
    }
    const item = schema.element as z.ZodType
    return { widget: "list", ...min, field: field(key, item, `${at}[]`, false) }
  }
  throw new Error(`${at}: no Decap widget for the zod type "${schema.def.type}".`)
}

function field(key: string, schema: z.ZodType, at: string, optionalContext: boolean): CmsField {
  const { inner, optional } = unwrapOptional(schema)
  const description = schema.description ?? inner.description
  if (!description) throw new Error(`${at}: a content field needs a German description (the CMS shows it as label and hint).`)
  const widget = widgetOf(inner, key, at, optionalContext || optional)
  return {
    name: key,
    label: `${shortLabel(description)} (${key})`,
    ...widget,
    hint: description,
    ...(optional || optionalContext ? { required: false as const } : {}),
  }
}

function fieldsOf(schema: z.ZodObject, at: string, optionalContext: boolean): CmsField[] {
  return Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, value]) => field(key, value, `${at}.${key}`, optionalContext))
}

/** The Decap fields of an object schema's keys. */
export function cmsFields(schema: z.ZodObject, at = "schema"): CmsField[] {
  return fieldsOf(schema, at, false)
}

/** The fields of a file: `placeholders` first, where the files keep it (Decap orders the top-level keys by this list). */
function fileFields(kind: ContentKind): CmsField[] {
  const fields = cmsFields(kind.schema, kind.name)
  return [...fields.filter((f) => f.name === "placeholders"), ...fields.filter((f) => f.name !== "placeholders")]
}

/** Every content file the CMS edits (relative to content/): the required files and one per error page. */
function cmsContentFiles(): string[] {
  return [...REQUIRED_FILES, ...ERROR_KINDS.map((errorKind) => `errors/${errorKind}.yaml`)]
}

const withoutPath = (title: string): string => title.replace(/ \(content\/[^)]*\)$/, "")

/**
 * The whole configuration; `local_backend` only for development builds, the only ones whose CSP lets /admin/ reach
 * decap-server (gatsby/headers/csp.ts). `site`: content/site/index.yaml, parsed (the build passes its checked data).
 */
export function cmsConfig(root: string, environment: SiteEnvironment, site: unknown = readSite(root)): Record<string, unknown> {
  const kinds = contentKinds(routesFromPages(path.join(root, "src", "pages")))
  const siteUrl = siteField(site, "siteUrl")
  const files: CmsFile[] = cmsContentFiles().map((relative) => {
    const kind = kinds.find((k) => k.matches(relative))
    if (!kind) throw new Error(`content/${relative}: no content kind matches this file.`)
    const errorKind = ERROR_KINDS.find((k) => relative === `errors/${k}.yaml`)
    return {
      name: relative.replace(/\/index\.yaml$|\.yaml$/, "").replace(/\//g, "-"),
      label: errorKind ? ERROR_PAGE_TITLES[errorKind] : withoutPath(kind.title),
      file: `content/${relative}`,
      description: kind.description,
      fields: fileFields(kind),
    }
  })
  return {
    // The repository is a site setting (content/site/index.yaml, cmsRepository): a placeholder until launch.
    backend: { name: "github", repo: siteField(site, "cmsRepository") ?? MISSING_REPOSITORY, branch: "main" },
    // `npx decap-server` in the project: edits the working copy, no login (docs/architecture.md).
    ...(environment === "development" ? { local_backend: true } : {}),
    publish_mode: "editorial_workflow",
    locale: "de",
    ...(siteUrl ? { site_url: siteUrl, display_url: siteUrl } : {}),
    // Decap requires a media folder; the content has no images, so nothing is ever written there.
    media_folder: "static/uploads",
    public_folder: "/uploads",
    collections: [
      {
        name: "content",
        label: "Inhalte",
        label_singular: "Inhalt",
        description:
          "Alle Texte und Angaben der Website, eine Datei je Eintrag. Jede Änderung wird als Pull Request gespeichert; die automatische Inhaltsprüfung läuft, bevor etwas veröffentlicht wird.",
        format: "yml",
        delete: false,
        editor: { preview: false },
        files,
      },
    ],
  }
}

/**
 * A text field of content/site/index.yaml (siteUrl for Decap's links to the live pages, cmsRepository for
 * its backend); undefined while it is missing (the content check reports that).
 */
function siteField(site: unknown, key: "siteUrl" | "cmsRepository"): string | undefined {
  const value = site !== null && typeof site === "object" ? (site as Record<string, unknown>)[key] : undefined
  return typeof value === "string" ? value : undefined
}

function readSite(root: string): unknown {
  const file = path.join(root, "content", "site", "index.yaml")
  return existsSync(file) ? parse(readFileSync(file, "utf8")) : undefined
}
