/**
 * Netlify's `_headers` file format: the one header artifact of the site.
 * https://docs.netlify.com/routing/headers/#syntax-for-the-headers-file
 *
 *   # comment
 *   /path (may hold a * splat or a :placeholder segment)
 *     Header-Name: value
 *
 * The build writes `public/_headers` (build/postbuild-cli.ts); Netlify
 * applies it; the `npm start` server parses it with this module; the nginx
 * config is generated from it (build/headers/nginx-config.ts).
 *
 * Matching: `*` matches any characters (including `/`), `:name` one path
 * segment. When several rules match and set the same header, the later rule
 * wins, as in netlify-cli's emulation (`Object.assign` over the matching rules,
 * netlify/cli src/utils/headers). Our generated file relies on that only in
 * one way: `/*` comes first and every later rule is an exact path.
 */

export interface HeaderRule {
  /** Decoded URL path pattern, e.g. `/*` or `/kontakt/`. */
  path: string
  /** Header names as written (case kept), in file order. */
  headers: Array<[name: string, value: string]>
}

export class HeadersFileError extends Error {}

/** Parses `_headers` text; throws HeadersFileError with the line number on malformed input. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  let current: HeaderRule | undefined
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim()
    if (line === "" || line.startsWith("#")) return
    if (line.startsWith("/")) {
      let path: string
      try {
        path = decodeURI(line)
      } catch {
        throw new HeadersFileError(`_headers line ${index + 1}: path "${line}" is not valid percent-encoding`)
      }
      current = { path, headers: [] }
      rules.push(current)
      return
    }
    const colon = line.indexOf(":")
    if (colon <= 0 || current === undefined) {
      throw new HeadersFileError(`_headers line ${index + 1}: expected "/path" or "Name: value", got "${line}"`)
    }
    const name = line.slice(0, colon).trim()
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) {
      throw new HeadersFileError(`_headers line ${index + 1}: "${name}" is not a valid header name`)
    }
    current.headers.push([name, line.slice(colon + 1).trim()])
  })
  return rules
}

/** Serialises rules in Netlify's syntax (paths percent-encoded like gatsby-adapter-netlify does). */
export function serializeHeaderRules(rules: readonly HeaderRule[], comment = ""): string {
  const head = comment
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => `# ${line}\n`)
    .join("")
  const body = rules
    .map((rule) => `${encodeURI(rule.path)}\n${rule.headers.map(([name, value]) => `  ${name}: ${value}\n`).join("")}`)
    .join("")
  return head + body
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
}

/** The regular expression for one rule path (`*` splat, `:placeholder`). */
export function rulePattern(path: string): RegExp {
  const source = path
    .split(/(\*|:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) => (part === "*" ? ".*" : part.startsWith(":") && part.length > 1 ? "[^/]+" : escapeRegExp(part)))
    .join("")
  return new RegExp(`^${source}$`)
}

export interface CompiledRules {
  rules: readonly HeaderRule[]
  /** Headers for a decoded URL path: every matching rule applied in file order, later wins. */
  headersFor(urlPath: string): Record<string, string>
}

export function compileHeaderRules(rules: readonly HeaderRule[]): CompiledRules {
  const compiled = rules.map((rule) => ({ rule, pattern: rulePattern(rule.path) }))
  return {
    rules,
    headersFor(urlPath: string): Record<string, string> {
      const byLowerName = new Map<string, [string, string]>()
      for (const { rule, pattern } of compiled) {
        if (!pattern.test(urlPath)) continue
        for (const [name, value] of rule.headers) byLowerName.set(name.toLowerCase(), [name, value])
      }
      return Object.fromEntries(byLowerName.values())
    },
  }
}
