/** The part of the `hyphen` package's API that typography.ts uses (the package ships no types). */
declare module "hyphen/de-1996/index.js" {
  interface HyphenateOptions {
    /** Inserted at every break point; U+00AD (soft hyphen) by default. */
    hyphenChar?: string
    /** Words shorter than this stay as they are (default 5). */
    minWordLength?: number
    /** Words hyphenated only where written with "-", e.g. "Kredit-institut". */
    exceptions?: string[]
  }
  const hyphenator: { hyphenateSync(text: string, options?: HyphenateOptions): string }
  export default hyphenator
}
