/**
 * Browser tests against the production build as server/start.ts serves it (`npm test` builds first), in Debian's
 * Chromium: nothing is installed at run time, not even Playwright's own browsers.
 */
import { defineConfig } from "@playwright/test"

import { ENGINES, type EngineName } from "./e2e/engines/visitor"
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/chromium"

const port = Number(process.env.E2E_PORT ?? 9100)
const FLOWS = /visitor-flows\.spec\.ts$/
const REHEARSAL = /launch-rehearsal\.spec\.ts$/

export default defineConfig<object, { engine: EngineName }>({
  testDir: "./e2e",
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [
    // Queued first, so that its production build overlaps the other specs instead of following them.
    { name: "rehearsal", testMatch: REHEARSAL },
    // Everything else but the visitor flows: Playwright's own driver, Debian's Chromium.
    { name: "chromium", testIgnore: [FLOWS, REHEARSAL] },
    // The visitor flows once per engine (e2e/engines/visitor.ts).
    ...Object.keys(ENGINES).map((engine) => ({ name: `flows ${engine}`, testMatch: FLOWS, use: { engine: engine as EngineName } })),
  ],
  webServer: {
    // npm runs it with the project's Node 24 (npm package `node`), also when playwright is started without `npm run`.
    command: "npm run serve",
    env: { PORT: String(port), HOST: "127.0.0.1" },
    url: `http://127.0.0.1:${port}/`,
  },
})
