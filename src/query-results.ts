/** Root query fields are nullable (a YAML file may be missing): fail naming the file, not on `null` somewhere deep. */
export function requireNode<T>(value: T | null | undefined, file: string): T {
  if (value === null || value === undefined) {
    throw new Error(`Inhalt fehlt: ${file} wurde nicht gefunden oder ist leer.`)
  }
  return value
}
