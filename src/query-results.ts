/** What pages and views ask of their query results: a file that must be there, a text that must exist for the loading mode. */
import type { LoadingMode } from "../content-model/schemas"

/** Root query fields are nullable (a YAML file may be missing): fail naming the file, not on `null` somewhere deep. */
export function requireNode<T>(value: T | null | undefined, file: string): T {
  if (value === null || value === undefined) {
    throw new Error(`Inhalt fehlt: ${file} wurde nicht gefunden oder ist leer.`)
  }
  return value
}

/**
 * Texts that describe what reaches Google exist once per loading mode. The content check refuses a build whose
 * mode has none, so a missing one means the check was bypassed: fail loudly rather than describe the other mode.
 */
export function forLoadingMode<T>(byMode: Readonly<Record<LoadingMode, T | null | undefined>>, mode: LoadingMode, where: string): T {
  const value = byMode[mode]
  if (value === null || value === undefined) {
    throw new Error(`Inhalt fehlt: ${where}.${mode} (Text für tagManager.loadingMode "${mode}").`)
  }
  return value
}
