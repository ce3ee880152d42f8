/**
 * Building blocks of the German messages: how a found value is described,
 * quoted lists, and "meinten Sie …?" suggestions by edit distance.
 * Every message an editor reads is German, names what was found and says
 * what to write instead.
 */

/** Levenshtein distance (insert, delete, substitute; each costs 1). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost)
    }
    previous = current
  }
  return previous[b.length] ?? 0
}

/**
 * The candidate closest to `value`, when it is close enough to be a typo:
 * same letters in another case, or at most max(2, a third of the length) edits.
 */
function closest(value: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined
  let bestDistance = Number.POSITIVE_INFINITY
  for (const candidate of candidates) {
    const distance = candidate.toLowerCase() === value.toLowerCase() ? 0.5 : editDistance(value, candidate)
    if (distance < bestDistance) {
      best = candidate
      bestDistance = distance
    }
  }
  const limit = Math.max(2, Math.floor(value.length / 3))
  return best !== undefined && bestDistance <= limit ? best : undefined
}

/** `"a", "b" und "c"` */
export function quoteList(values: readonly string[], conjunction = "und"): string {
  const quoted = values.map((v) => `"${v}"`)
  if (quoted.length <= 1) return quoted.join("")
  return `${quoted.slice(0, -1).join(", ")} ${conjunction} ${quoted[quoted.length - 1]}`
}

/** A value as it appears in a message: long texts are shortened. */
export function quoteValue(value: string, max = 60): string {
  const oneLine = value.replace(/\s+/g, " ")
  return `"${oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine}"`
}

/** What was found, in words: „die Zahl 12345“, „der Text "…"“, „eine Liste“ … */
export function describeValue(input: unknown): string {
  if (input === undefined) return "nichts"
  if (input === null) return "ein leerer Wert"
  if (typeof input === "string") return input.trim() === "" ? "ein leerer Text" : `der Text ${quoteValue(input)}`
  if (typeof input === "number") return `die Zahl ${String(input)}`
  if (typeof input === "boolean") return `der Wahrheitswert ${String(input)}`
  if (Array.isArray(input)) return "eine Liste"
  if (typeof input === "object") return "ein Abschnitt mit Unterfeldern"
  return `der Wert ${String(input)}`
}

/** `Meinten Sie "x"?` or nothing. */
export function didYouMean(value: string, candidates: readonly string[]): string {
  const suggestion = closest(value, candidates)
  return suggestion === undefined ? "" : ` Meinten Sie "${suggestion}"?`
}

/** A field as editors read it: `address.street`, `officeHours[1].opens` (list entries counted from 1). */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.map((part, i) => (typeof part === "number" ? `[${part + 1}]` : `${i === 0 ? "" : "."}${String(part)}`)).join("")
}
