/**
 * The helper that starts scripts after the first contentful paint, with a
 * scripted PerformanceObserver standing in for the browser's paint timing.
 * The bundle loader embeds its compiled text (bundle-loader.test.ts).
 */
import { afterFirstPaint } from "../../src/performance/after-first-paint"

type Callback = (list: { getEntriesByName(name: string): unknown[] }) => void

class FakeObserver {
  static supportedEntryTypes = ["paint", "largest-contentful-paint"]
  static instances: FakeObserver[] = []
  observed: unknown = null
  disconnected = false
  constructor(private readonly callback: Callback) {
    FakeObserver.instances.push(this)
  }
  observe(options: unknown) {
    this.observed = options
  }
  disconnect() {
    this.disconnected = true
  }
  /** The browser reports paint entries. */
  report(...names: string[]) {
    this.callback({ getEntriesByName: (name) => names.filter((n) => n === name) })
  }
}

const helper = afterFirstPaint as unknown as (w: unknown, d: unknown, f: () => void) => void

function fakeWindow(observer: unknown = FakeObserver) {
  const listeners: Record<string, Array<() => void>> = {}
  return {
    PerformanceObserver: observer,
    addEventListener: (type: string, fn: () => void) => (listeners[type] ??= []).push(fn),
    fire: (type: string) => listeners[type]?.forEach((fn) => fn()),
  }
}

beforeEach(() => {
  jest.useFakeTimers()
  FakeObserver.instances = []
})
afterEach(() => jest.useRealTimers())

describe("afterFirstPaint", () => {
  test("waits for the first-contentful-paint entry, then runs once in the next task", () => {
    const f = jest.fn()
    const w = fakeWindow()
    helper(w, { visibilityState: "visible" }, f)
    const observer = FakeObserver.instances[0]!
    expect(observer.observed).toEqual({ type: "paint", buffered: true })
    observer.report("first-paint")
    jest.runOnlyPendingTimers()
    expect(f).not.toHaveBeenCalled()
    observer.report("first-paint", "first-contentful-paint")
    expect(f).not.toHaveBeenCalled()
    jest.runOnlyPendingTimers()
    expect(f).toHaveBeenCalledTimes(1)
    expect(observer.disconnected).toBe(true)
    // The load fallback does not run it a second time.
    w.fire("load")
    jest.runAllTimers()
    expect(f).toHaveBeenCalledTimes(1)
  })

  test("runs 2 s after load when no paint is ever reported", () => {
    const f = jest.fn()
    const w = fakeWindow()
    helper(w, { visibilityState: "visible" }, f)
    w.fire("load")
    jest.advanceTimersByTime(1999)
    expect(f).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(f).toHaveBeenCalledTimes(1)
  })

  test.each([
    ["the page is hidden (background tab)", { visibilityState: "hidden" }, FakeObserver],
    ["there is no PerformanceObserver", { visibilityState: "visible" }, null],
    [
      "paint timing is not supported",
      { visibilityState: "visible" },
      class extends FakeObserver {
        static supportedEntryTypes = ["resource"]
      },
    ],
  ])("runs at once when %s", (_case, doc, observer) => {
    const f = jest.fn()
    helper(fakeWindow(observer), doc, f)
    expect(f).toHaveBeenCalledTimes(1)
  })
})
