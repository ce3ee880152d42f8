/**
 * What every content kind's schema is made of (schemas.ts; the example report's: report/report-schema.ts): a kind, its
 * sections, lists and rules, and the parts several pages share.
 */
import { z } from "zod"

import { graphqlName, metaText, optional, pageHeading, pageText, shortText, unwrap } from "./formats.ts"

export type Finding = { path: PropertyKey[]; message: string }

/** When the tag manager loads: "advanced" always (Consent Mode), "basic" after consent. */
export const LOADING_MODES = ["advanced", "basic"] as const
export type LoadingMode = (typeof LOADING_MODES)[number]

export const section = z.strictObject

export const list = <T extends z.ZodType>(item: T, min = 1) => z.array(item).min(min)

type Words<S extends string> = S extends `${infer Word} ${infer Rest}` ? Word | Words<Rest> : S

/** The same schema under several keys, named in one string (`fields(text, "lead ctaLabel")`) or a list the views share. */
export function fields<T extends z.ZodType, S extends string>(schema: T, keys: S | readonly S[]) {
  return Object.fromEntries((typeof keys === "string" ? keys.split(" ") : keys).map((key) => [key, schema])) as Record<Words<S>, T>
}

export function when(failed: boolean, path: PropertyKey[], message: string): Finding[] {
  return failed ? [{ path, message }] : []
}

/** Every dotted field path (`address`, `address.street` …), not into lists. */
function fieldPaths(shape: z.ZodRawShape, prefix = ""): string[] {
  return Object.entries(shape).flatMap(([key, value]) => {
    const { inner } = unwrap(value as z.ZodType)
    const nested = inner instanceof z.ZodObject ? fieldPaths(inner.shape, `${prefix}${key}.`) : []
    return [`${prefix}${key}`, ...nested]
  })
}

/** What a file's rule may ask of the other files: the configured loading mode, the company's VAT rule for its prices. */
export type RuleContext = { mode?: LoadingMode; pricesIncludeVat?: boolean }

/**
 * A content file: `fileSchema` is the whole file as written, its fields and `placeholders:` (the fields that still
 * hold sample data, launch-guard.ts), which the check and the CMS read; `pageSchema` what the pages get, the fields
 * alone. Its `rule` checks what no single field can tell.
 */
export function kind<S extends z.ZodRawShape>(
  name: string,
  shape: S,
  rule: (data: z.output<z.ZodObject<S>>, context: RuleContext) => Finding[] = () => [],
  file = `${name}/index.yaml`,
) {
  const placeholders = optional(z.array(z.enum(fieldPaths(shape) as [string])))
  return {
    name,
    file,
    fileSchema: z.strictObject({ placeholders, ...shape }),
    pageSchema: z.strictObject(shape),
    rule: rule as (data: unknown, context: RuleContext) => Finding[],
  }
}

/** A page's title (the page adds the product name) and description. */
export const pageSeo = graphqlName("PageSeo", { title: shortText(70), description: metaText })

export const pageTop = { heading: pageHeading, intro: pageText }

export const pageSection = { heading: pageHeading, text: pageText }
