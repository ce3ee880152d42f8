/**
 * @jest-environment node
 *
 * The inline loader that replaces Gatsby's bundle tags, with the compiled
 * after-first-paint helper in it, run in a jsdom page whose paint timing the
 * test reports. Node environment, because esbuild refuses to run inside
 * Jest's jsdom environment.
 */
import { JSDOM } from "jsdom"

import { afterFirstPaintSource, bundleLoaderScript, deferBundleScripts } from "../../build/inline-scripts/bundle-loader"

const helper = afterFirstPaintSource(`${__dirname}/../..`)

describe("bundleLoaderScript", () => {
  test("inserts the bundles in their order, async, after the first contentful paint", async () => {
    const sources = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]
    const dom = new JSDOM("<!doctype html><body></body>", { runScripts: "outside-only", url: "https://www.example.com/" })
    let report: (name: string) => void = () => {}
    class FakeObserver {
      static supportedEntryTypes = ["paint"]
      constructor(callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
        report = (entry) => callback({ getEntriesByName: (name) => (name === entry ? [{}] : []) })
      }
      observe() {}
      disconnect() {}
    }
    Object.assign(dom.window, { PerformanceObserver: FakeObserver })
    dom.window.eval(bundleLoaderScript(sources, helper))
    const inserted = () => [...dom.window.document.querySelectorAll<HTMLScriptElement>("body > script[src]")]
    report("first-paint")
    await new Promise((resolve) => dom.window.setTimeout(resolve, 0))
    expect(inserted()).toHaveLength(0)
    report("first-contentful-paint")
    await new Promise((resolve) => dom.window.setTimeout(resolve, 0))
    expect(inserted().map((s) => s.getAttribute("src"))).toEqual(sources)
    expect(inserted().every((s) => s.async)).toBe(true)
  })

  test("embeds the helper as plain ES5 text, without types or a name", () => {
    expect(helper).toMatch(/^function\(w,d,f\)\{var /)
    expect(helper).not.toMatch(/\b(let|const)\b|=>|\n/)
  })

  test("refuses a path that could break out of the script", () => {
    expect(() => bundleLoaderScript(['/x.js"]);alert(1);//.js'], helper)).toThrow(/unexpected script path/)
    expect(() => bundleLoaderScript(["https://cdn.example.com/app.js"], helper)).toThrow(/unexpected script path/)
  })
})

describe("deferBundleScripts", () => {
  const page =
    '<html><body><div id="___gatsby"></div><script id="gatsby-script-loader">x</script>' +
    '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script>' +
    '<script src="/app-3.js" async></script></body></html>'

  test("replaces the bundle tags with one loader where the first stood", () => {
    const out = deferBundleScripts(page, helper)
    expect(out).not.toMatch(/<script src=/)
    expect(out).toContain('<script id="gatsby-script-loader">x</script><script id="bundle-loader">')
    expect(out).toContain(JSON.stringify(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]))
    expect(out.endsWith("</script></body></html>")).toBe(true)
  })

  test("is idempotent and leaves pages without bundles alone", () => {
    const once = deferBundleScripts(page, helper)
    expect(deferBundleScripts(once, helper)).toBe(once)
    expect(deferBundleScripts("<p>x</p>", helper)).toBe("<p>x</p>")
  })
})
