/** The page goes on after a warning: storage, cookies and the tag manager are never trusted to work. */
export function warn(message: string, error?: unknown): void {
  // An Error or DOMException reads "Name: message"; no stack, nothing unbounded.
  console.warn(`[consent] ${message}${error === undefined ? "" : ` (${String(error).slice(0, 200)})`}`)
}
