/**
 * Root query fields are nullable in GraphQL (a YAML file may be missing). A
 * page cannot render without its content, so it fails loudly with the file
 * an editor has to look at instead of crashing on `null` somewhere deep.
 */
export function requireNode<T>(value: T | null | undefined, file: string): T {
  if (value === null || value === undefined) {
    throw new Error(`Inhalt fehlt: ${file} wurde nicht gefunden oder ist leer.`)
  }
  return value
}
