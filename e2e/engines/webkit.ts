/**
 * WebKit for the visitor-flow tests: Debian's WebKitGTK (its MiniBrowser) through WebKitWebDriver, W3C WebDriver
 * classic spoken with plain fetch (`command`). A client package would replace that function only, not the process
 * handling, and brings more: WebdriverIO's `webdriver` driver downloaders (62 packages), selenium-webdriver Selenium
 * Manager. Playwright's WebKit build cannot be downloaded. MiniBrowser has no headless mode: it runs in Xvfb.
 *
 * Limits of WebKitGTK: touch actions arrive as a mouse (pointerType "mouse", no touch events), and
 * the window is at least 447 px wide, so the viewport cannot be narrower than that.
 */
import { spawn } from "node:child_process"
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { setTimeout as sleep } from "node:timers/promises"
import path from "node:path"

import { freePort } from "../../__tests__/support/free-port"
import type { EngineDriver, PageFunction } from "./driver"

const WEBDRIVER = "/usr/bin/WebKitWebDriver"
const MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"
const ELEMENT = "element-6066-11e4-a52e-4f735466cecf"
const KEYS = { Tab: "\uE004", Enter: "\uE007", Escape: "\uE00C" }

/** One WebDriver command; a W3C error becomes an exception naming the command, the error and its message. */
async function command<T>(base: string, method: "GET" | "POST" | "DELETE", route: string, body?: unknown): Promise<T> {
  // WebKitWebDriver refuses a POST without a JSON body
  const init =
    method === "POST" ? { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body ?? {}) } : { method }
  const response = await fetch(base + route, init)
  const { value } = (await response.json()) as { value: T & { error?: string; message?: string } }
  if (!response.ok) throw new Error(`WebKitWebDriver ${method} ${route}: ${value.error}: ${value.message}`)
  return value
}

/**
 * Starts Xvfb, WebKitWebDriver and MiniBrowser.
 * Every request to another host goes to `proxy` ("host:port", an HTTP proxy); this machine's go direct. Set through
 * the environment, which GLib's proxy resolver reads: WebDriver's proxy capability would speak TLS to the proxy.
 */
export async function launchWebKit(proxy: string): Promise<EngineDriver> {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  // Our own X authority file: xvfb-run's temporary directory would outlive a killed xvfb-run.
  const authDir = await mkdtemp(path.join(tmpdir(), "webkit-xauth-"))
  const driverArgs = ["-a", "-f", path.join(authDir, "Xauthority"), WEBDRIVER, `--port=${port}`, "--host=127.0.0.1"]
  const env = { ...process.env, http_proxy: `http://${proxy}`, https_proxy: `http://${proxy}`, no_proxy: "127.0.0.1,localhost" }
  const child = spawn("xvfb-run", driverArgs, { detached: true, stdio: ["ignore", "ignore", "pipe"], env })
  let stderr = "" // WebKit writes internal errors there; shown only when the driver does not start
  child.stderr?.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)))
  child.on("error", (error) => (stderr += error.message)) // xvfb-run missing: reported below
  const group = child.pid!
  const exited = new Promise((resolve) => child.once("exit", resolve))
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-group, name)
    } catch {
      // already gone
    }
  }
  const killOnExit = () => signal("SIGKILL") // the test run ends without close()
  process.once("exit", killOnExit)
  // SIGTERM lets Xvfb remove its display lock; whatever of the group outlives xvfb-run is killed.
  const stop = async () => {
    process.off("exit", killOnExit)
    signal("SIGTERM")
    await Promise.race([exited, sleep(5_000)])
    signal("SIGKILL")
    await rm(authDir, { recursive: true, force: true })
  }

  let sessionId = ""
  const session = <T = unknown>(method: "GET" | "POST" | "DELETE", route: string, body?: unknown) =>
    command<T>(base, method, `/session/${sessionId}${route}`, body)
  try {
    for (let i = 0; ; i++) {
      if (child.exitCode !== null || i === 200) throw new Error(`WebKitWebDriver did not start (exit code ${child.exitCode}) ${stderr}`)
      const status = await command<{ ready: boolean }>(base, "GET", "/status").catch(() => ({ ready: false }))
      if (status.ready) break
      await sleep(50)
    }
    const capabilities = { alwaysMatch: { "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] } } }
    ;({ sessionId } = await command<{ sessionId: string }>(base, "POST", "/session", { capabilities }))
  } catch (error) {
    await stop()
    throw error
  }

  const evaluate = <T>(fn: PageFunction<T>, ...args: unknown[]) =>
    session<T>("POST", "/execute/sync", { script: `return (${fn.toString()}).apply(null, arguments)`, args }) // awaits promises
  const find = (selector: string) => session<Record<string, string>>("POST", "/element", { using: "css selector", value: selector })
  const perform = async (actions: object) => {
    await session("POST", "/actions", { actions: [actions] })
    await session("DELETE", "/actions")
  }
  // Instantly, and only as far as needed: the site scrolls smoothly, and WebDriver refuses a target still moving.
  const reveal = async (selector: string) => {
    const element = await find(selector)
    await evaluate((target: Element) => target.scrollIntoView({ block: "nearest", behavior: "instant" }), element)
    return element
  }
  const click = async (selector: string) => {
    await session("POST", `/element/${(await reveal(selector))[ELEMENT]}/click`)
  }

  return {
    async goto(url) {
      await session("POST", "/url", { url })
    },
    evaluate,
    click,
    // WebKitGTK's driver has no touch input: a touch pointer arrives as the mouse, as a click does.
    tap: click,
    clickAt: (x, y) =>
      perform({
        type: "pointer",
        id: "mouse",
        actions: [
          { type: "pointerMove", duration: 0, origin: "viewport", x: Math.round(x), y: Math.round(y) },
          { type: "pointerDown", button: 0 },
          { type: "pointerUp", button: 0 },
        ],
      }),
    press: (key) => perform({ type: "key", id: "keyboard", actions: ["keyDown", "keyUp"].map((type) => ({ type, value: KEYS[key] })) }),
    // WebDriver sizes the window, the toolbar above the page takes the difference. Without a window
    // manager, X focuses the window under the pointer, which Xvfb leaves in the middle of the screen:
    // a window beside it loses the focus (document.hasFocus() false, :focus never matches). So centre it.
    async setViewport(width, height) {
      const rect = await session<{ width: number; height: number }>("GET", "/window/rect")
      const [pageWidth, pageHeight, screenWidth, screenHeight] = await evaluate(
        () => [innerWidth, innerHeight, screen.width, screen.height] as const,
      )
      const size = { width: width + rect.width - pageWidth, height: height + rect.height - pageHeight }
      const x = Math.max(0, Math.round((screenWidth - size.width) / 2))
      const y = Math.max(0, Math.round((screenHeight - size.height) / 2))
      await session("POST", "/window/rect", { x, y, ...size })
    },
    async close() {
      await session("DELETE", "").catch(() => undefined)
      await stop()
    },
  }
}
