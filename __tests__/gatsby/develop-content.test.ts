/** @jest-environment node */
/**
 * `gatsby develop` compiles the defines once: a save that would change them (a new loading mode, say) is held back
 * like a refused one, so the pages' texts, from their queries, never disagree with what the compiled scripts do.
 */
import type { Reporter } from "gatsby"

import { bundleDefines } from "../../content-model/settings"
import { keepingLastAccepted, recheck } from "../../gatsby/develop-content"
import { loadSiteSettings, projectRoot } from "../support/content-files"

const reporter = { error: jest.fn(), warn: jest.fn(), info: jest.fn() }
const compiled = JSON.stringify(bundleDefines(loadSiteSettings(projectRoot, process.env)))
const { siteYaml } = keepingLastAccepted(["site"])
/** What a query of `siteYaml` answers while the node store holds `saved`. */
const answer = (saved: string) =>
  siteYaml!.resolve({}, {}, { nodeModel: { findAll: async () => [] } }, { fieldName: "siteYaml", originalResolver: async () => saved })

test("a save that keeps the defines shows; one that changes them is held back with a German hint until a restart", async () => {
  recheck(projectRoot, reporter as unknown as Reporter, compiled)
  expect(await answer("accepted")).toBe("accepted")
  const changed = JSON.stringify({ ...JSON.parse(compiled), __CONSENT_SETTINGS__: "{}" })
  recheck(projectRoot, reporter as unknown as Reporter, changed)
  expect(reporter.warn).toHaveBeenCalledWith(expect.stringContaining("Neustart"))
  expect(await answer("changed")).toBe("accepted")
  recheck(projectRoot, reporter as unknown as Reporter, compiled)
  expect(await answer("changed")).toBe("changed")
})
