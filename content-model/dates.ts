/**
 * Date fields as the CMS writes them. Decap saves a date unquoted
 * (`lastUpdated: 2026-11-01`); YAML readers that know timestamps read that as
 * a Date at midnight UTC: js-yaml in gatsby-transformer-yaml, and the content
 * check (yaml-source.ts reads like js-yaml on purpose). For a date field
 * (formats.ts `isoDate`) such a Date is the day it names, so the check and the
 * GraphQL layer turn it back into "2026-11-01"; the pages always get the text.
 * A Date with a time of day, or a Date in a field that is no date, stays as it
 * is, and the check explains it.
 */
import { z } from "zod"

import { dateFields } from "./formats.ts"

/** "2026-11-01" for a Date at midnight UTC (an unquoted YAML date); any other value unchanged. */
export function calendarDay(value: unknown): unknown {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) return value
  const iso = value.toISOString()
  return iso.endsWith("T00:00:00.000Z") ? iso.slice(0, 10) : value
}

const unwrap = (schema: z.ZodType): z.ZodType =>
  schema instanceof z.ZodOptional || schema instanceof z.ZodNullable ? unwrap(schema.unwrap() as z.ZodType) : schema

/** `data` with every unquoted date in a date field of `schema` turned into its "YYYY-MM-DD" text; nothing else changes. */
export function withCalendarDays(schema: z.ZodType, data: unknown): unknown {
  const inner = unwrap(schema)
  if (dateFields.has(inner)) return calendarDay(data)
  if (inner instanceof z.ZodArray && Array.isArray(data))
    return data.map((item: unknown) => withCalendarDays(inner.element as z.ZodType, item))
  if (inner instanceof z.ZodObject && data !== null && typeof data === "object" && !Array.isArray(data) && !(data instanceof Date)) {
    const shape = inner.shape as Record<string, z.ZodType>
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, shape[key] ? withCalendarDays(shape[key], value) : value]))
  }
  return data
}
