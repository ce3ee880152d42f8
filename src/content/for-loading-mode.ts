import type { LoadingMode } from "../../content-model/schemas"

/**
 * The text written for the tag manager's loading mode. Texts that describe what reaches Google exist once per
 * mode; the content check refuses a build whose configured mode has none, so a missing one here means the
 * check was bypassed — fail loudly rather than describe the other mode.
 */
export function forLoadingMode<T>(byMode: Readonly<Record<LoadingMode, T | null | undefined>>, mode: LoadingMode, where: string): T {
  const value = byMode[mode]
  if (value === null || value === undefined) {
    throw new Error(`Inhalt fehlt: ${where}.${mode} (Text für tagManager.loadingMode "${mode}").`)
  }
  return value
}
