/**
 * Text as a reader takes it in: the build's typesetting (content-model/typography.ts) adds soft
 * hyphens, no-break spaces, non-breaking hyphens and word joiners that show only as a break or as nothing.
 */
export const readable = (text: string | null | undefined): string =>
  (text ?? "")
    .replace(/[\u00ad\u2060]/g, "")
    .replace(/\u2011/g, "-")
    .replace(/\s+/g, " ")
