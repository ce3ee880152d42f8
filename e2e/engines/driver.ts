/**
 * What a visitor flow needs from a browser, the same for every engine (engines/visitor.ts). Playwright drives neither
 * Debian's Firefox nor WebKitGTK, and its own browser builds cannot be downloaded here.
 */

/** A function run in the page; it and its arguments cross as source text and JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PageFunction<T> = (...args: any[]) => T | Promise<T>

export interface EngineDriver {
  /** Loads `url` and resolves after the load event. */
  goto(url: string): Promise<void>
  /** Runs `fn` in the page with JSON-serialisable `args` and returns its JSON-serialisable result. */
  evaluate<T>(fn: PageFunction<T>, ...args: unknown[]): Promise<T>
  /** A mouse click at the centre of the first element matching `selector`. */
  click(selector: string): Promise<void>
  /** A touch tap (touch pointer down and up) at the centre of the first element matching `selector`. */
  tap(selector: string): Promise<void>
  /** A mouse click at a point of the viewport (CSS pixels). */
  clickAt(x: number, y: number): Promise<void>
  /** One key press sent to the focused element, as a keyboard would. */
  press(key: "Tab" | "Enter" | "Escape"): Promise<void>
  /** Resizes the viewport (the page area, not the window) to `width` × `height` CSS pixels, as closely as the engine allows. */
  setViewport(width: number, height: number): Promise<void>
  /** Ends the browser and every process it started. */
  close(): Promise<void>
}
