import type { LoadingMode } from "../../content-model/schemas"

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
