/**
 * The inline helper that starts scripts after the first contentful paint,
 * evaluated from its source string as the pages embed it, with a scripted
 * PerformanceObserver standing in for the browser's paint timing.
 */
import { AFTER_FIRST_PAINT, bundleLoaderScript, deferBundleScripts } from "../../src/performance/after-first-paint"

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

const helper = new Function(`return (${AFTER_FIRST_PAINT})`)() as (w: unknown, d: unknown, f: () => void) => void

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

describe("AFTER_FIRST_PAINT", () => {
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
    ["paint timing is not supported", { visibilityState: "visible" }, class extends FakeObserver { static supportedEntryTypes = ["resource"] }],
  ])("runs at once when %s", (_case, doc, observer) => {
    const f = jest.fn()
    helper(fakeWindow(observer), doc, f)
    expect(f).toHaveBeenCalledTimes(1)
  })
})

describe("bundleLoaderScript", () => {
  test("inserts the bundles in their order, async, after the first contentful paint", () => {
    const sources = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]
    const original = (window as any).PerformanceObserver
    ;(window as any).PerformanceObserver = FakeObserver
    try {
      new Function(bundleLoaderScript(sources))()
      expect(document.querySelectorAll("script[src]")).toHaveLength(0)
      FakeObserver.instances[0]!.report("first-contentful-paint")
      jest.runOnlyPendingTimers()
      const inserted = [...document.querySelectorAll<HTMLScriptElement>("body > script[src]")]
      expect(inserted.map((s) => s.getAttribute("src"))).toEqual(sources)
      expect(inserted.every((s) => s.async)).toBe(true)
    } finally {
      ;(window as any).PerformanceObserver = original
    }
  })

  test("refuses a path that could break out of the script", () => {
    expect(() => bundleLoaderScript(['/x.js"]);alert(1);//.js'])).toThrow(/unexpected script path/)
    expect(() => bundleLoaderScript(["https://cdn.example.com/app.js"])).toThrow(/unexpected script path/)
  })
})

describe("deferBundleScripts", () => {
  const page =
    '<html><body><div id="___gatsby"></div><script id="gatsby-script-loader">x</script>' +
    '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script>' +
    '<script src="/app-3.js" async></script></body></html>'

  test("replaces the bundle tags with one loader where the first stood", () => {
    const out = deferBundleScripts(page)
    expect(out).not.toMatch(/<script src=/)
    expect(out).toContain('<script id="gatsby-script-loader">x</script><script id="bundle-loader">')
    expect(out).toContain(JSON.stringify(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]))
    expect(out.endsWith("</script></body></html>")).toBe(true)
  })

  test("is idempotent and leaves pages without bundles alone", () => {
    const once = deferBundleScripts(page)
    expect(deferBundleScripts(once)).toBe(once)
    expect(deferBundleScripts("<p>x</p>")).toBe("<p>x</p>")
  })
})
