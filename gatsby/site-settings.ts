/**
 * Build-time settings read straight from the YAML files, for the places that
 * cannot run a GraphQL query: gatsby-config (siteUrl), the inline <head>
 * script rendered in gatsby-ssr (tag-manager id, loading mode, consent
 * revision) and the browser bundle (the consent provider). They reach the
 * bundles through webpack's DefinePlugin as `__SITE_SETTINGS__`
 * (see gatsby/webpack.ts and src/config/runtime-settings.ts).
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"

import { resolveSiteEnvironment, type SiteEnvironment } from "../src/config/site-environment"

export type LoadingMode = "advanced" | "basic"

export interface SiteSettings {
  /** production (live site), preview (Netlify deploy previews, branch deploys) or development (local). */
  environment: SiteEnvironment
  siteUrl: string
  language: string
  productName: string
  themeColor: string
  tagManager: {
    containerId: string | null
    loadingMode: LoadingMode
    gtmAuth?: string
    gtmPreview?: string
  }
  consent: { revision: number; lifetimeDays: number }
}

function readYaml(projectRoot: string, relative: string): Record<string, unknown> {
  const file = path.join(projectRoot, relative)
  let data: unknown
  try {
    data = parse(readFileSync(file, "utf8"))
  } catch (error) {
    throw new Error(`${relative}: kann nicht gelesen werden (${(error as Error).message})`)
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) {
    throw new Error(`${relative}: erwartet werden Felder (Schlüssel: Wert), gefunden wurde etwas anderes.`)
  }
  return data as Record<string, unknown>
}

function field<T>(
  data: Record<string, unknown>,
  file: string,
  key: string,
  check: (v: unknown) => v is T,
  expected: string,
): T {
  const value = key.split(".").reduce<unknown>(
    (obj, part) => (obj && typeof obj === "object" ? (obj as Record<string, unknown>)[part] : undefined),
    data,
  )
  if (!check(value)) {
    throw new Error(`${file}, Feld "${key}": erwartet ${expected}, gefunden ${JSON.stringify(value)}.`)
  }
  return value
}

const isString = (v: unknown): v is string => typeof v === "string" && v.trim() !== ""
const isNonNegativeInt = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0
const isMode = (v: unknown): v is LoadingMode => v === "advanced" || v === "basic"

/**
 * Reads the settings; `env` overrides the container id (GTM_ID; `none` = no
 * tag manager) and adds GTM environment parameters (GTM_AUTH, GTM_PREVIEW).
 */
export function loadSiteSettings(projectRoot: string, env: NodeJS.ProcessEnv = process.env): SiteSettings {
  const siteFile = "content/site/index.yaml"
  const consentFile = "content/consent/index.yaml"
  const companyFile = "content/company/index.yaml"
  const site = readYaml(projectRoot, siteFile)
  const consent = readYaml(projectRoot, consentFile)
  const company = readYaml(projectRoot, companyFile)

  const yamlId = (site.tagManager as Record<string, unknown> | undefined)?.containerId
  const envId = env.GTM_ID?.trim()
  // GTM_ID=none switches the tag manager off for a build (netlify.toml does so for previews without a GTM environment).
  const containerId =
    envId === "none"
      ? null
      : envId !== undefined && envId !== ""
        ? envId
        : typeof yamlId === "string" && yamlId.trim()
          ? yamlId.trim()
          : null

  const lifetimeDays = field(consent, consentFile, "lifetimeDays", isNonNegativeInt, "eine ganze Zahl")
  if (lifetimeDays < 1 || lifetimeDays > 365) {
    throw new Error(`${consentFile}, Feld "lifetimeDays": erlaubt sind 1 bis 365 Tage, gefunden ${lifetimeDays}.`)
  }

  return {
    environment: resolveSiteEnvironment(env),
    siteUrl: field(site, siteFile, "siteUrl", isString, "eine Adresse wie https://www.example.com").replace(/\/+$/, ""),
    language: field(site, siteFile, "language", isString, "ein Sprachkürzel wie de"),
    themeColor: field(site, siteFile, "themeColor", isString, "eine Farbe wie #0b4f6c"),
    productName: field(company, companyFile, "productName", isString, "einen Namen"),
    tagManager: {
      containerId,
      loadingMode: field(site, siteFile, "tagManager.loadingMode", isMode, '"advanced" oder "basic"'),
      ...(env.GTM_AUTH ? { gtmAuth: env.GTM_AUTH } : {}),
      ...(env.GTM_PREVIEW ? { gtmPreview: env.GTM_PREVIEW } : {}),
    },
    consent: {
      revision: field(consent, consentFile, "revision", isNonNegativeInt, "eine ganze Zahl ab 0"),
      lifetimeDays,
    },
  }
}
