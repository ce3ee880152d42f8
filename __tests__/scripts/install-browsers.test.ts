/** @jest-environment node */
/** scripts/install-browsers.sh, which .ci/run and `npm test` run before the browser tests. */
import { spawnSync } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"

const SCRIPT = resolve(__dirname, "..", "..", "scripts", "install-browsers.sh")
const run = (env: Record<string, string>) => spawnSync("/bin/bash", [SCRIPT], { encoding: "utf8", env })

test("with every browser there, it does nothing and says nothing", () => {
  expect(run({ PATH: process.env.PATH ?? "" })).toMatchObject({ status: 0, stdout: "", stderr: "" })
})

test("where it cannot install (no apt-get, or not root), it stops at once with one line naming the command", () => {
  const empty = mkdtempSync(join(tmpdir(), "no-browsers-"))
  const { status, stdout, stderr } = run({ PATH: empty, BROWSERS_PREFIX: empty })
  rmSync(empty, { recursive: true })
  expect([status, stdout]).toEqual([1, ""])
  expect(stderr.trimEnd().split("\n")).toHaveLength(1)
  // The command installs every package the browser tests need.
  const command = /`(sudo apt-get install -y [^`]+)`/.exec(stderr)?.[1]
  expect(command?.split(" ").slice(4).sort()).toEqual(["chromium", "firefox-esr", "webkit2gtk-driver", "xvfb"])
})
