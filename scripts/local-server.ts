/** Chromium flags besides the headless one (docs/requirements.md#browsers): quiet, offline-safe, no sandbox in containers. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium"
