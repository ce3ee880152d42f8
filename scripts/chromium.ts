/**
 * Chromium flags besides the headless one (docs/requirements.md#browsers): quiet, offline-safe, no sandbox in containers.
 * Playwright, Puppeteer and chrome-launcher add --no-first-run, --disable-sync and --disable-background-networking themselves.
 */
export const CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-component-update"]

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium"
