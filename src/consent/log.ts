/** Short description of a caught value (name and message, never a stack or a huge string). */
function describe(error: unknown): string {
  const e = error as { name?: unknown; message?: unknown } | null
  return String(e !== null && typeof e === "object" ? `${String(e.name)}: ${String(e.message)}` : e).slice(0, 200)
}

/** The page goes on after a warning: storage, cookies and the tag manager are never trusted to work. */
export function warn(message: string, error?: unknown): void {
  console.warn(`[consent] ${message}${error === undefined ? "" : ` (${describe(error)})`}`)
}
