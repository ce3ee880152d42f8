/** @jest-environment node */
/**
 * Texts that depend on the tag manager's loading mode (docs/requirements.md#datenschutz): the content check
 * refuses content that lacks the text for the mode configured in content/site/index.yaml, and the privacy
 * notice's data-protection-officer entry is exactly one of contact or "none appointed".
 */
import { checkContent, formatProblem } from "../../content-model/check.ts"
import { projectRoot } from "../support/content"
import { copyContent, editYaml } from "./content-copy"

const problemsIn = (dir: string) =>
  checkContent({ root: projectRoot, contentDir: dir, environment: "development" }).errors.map(formatProblem)

describe("per-mode texts", () => {
  test.each(["advanced", "basic"] as const)("mode %s: the privacy notice and the banner must have its text", (mode) => {
    const dir = copyContent()
    editYaml(dir, "site/index.yaml", (doc) => doc.setIn(["tagManager", "loadingMode"], mode))
    expect(problemsIn(dir)).toEqual([])
    editYaml(dir, "datenschutz/index.yaml", (doc) => doc.deleteIn(["analytics", mode]))
    editYaml(dir, "consent/index.yaml", (doc) => doc.deleteIn(["banner", "text", mode]))
    const fix = new RegExp(
      `: Der Text für den Lademodus "${mode}" fehlt\\. In content/site/index\\.yaml steht tagManager\\.loadingMode: "${mode}"`,
    )
    expect(problemsIn(dir)).toEqual([
      expect.stringMatching(new RegExp(`^content/consent/index\\.yaml, Zeile \\d+, Feld "banner\\.text\\.${mode}"${fix.source}`)),
      expect.stringMatching(new RegExp(`^content/datenschutz/index\\.yaml, Zeile \\d+, Feld "analytics\\.${mode}"${fix.source}`)),
    ])
  })

  test("the text of the mode not in use may be missing", () => {
    const dir = copyContent()
    editYaml(dir, "site/index.yaml", (doc) => doc.setIn(["tagManager", "loadingMode"], "advanced"))
    editYaml(dir, "datenschutz/index.yaml", (doc) => doc.deleteIn(["analytics", "basic"]))
    editYaml(dir, "consent/index.yaml", (doc) => doc.deleteIn(["banner", "text", "basic"]))
    expect(problemsIn(dir)).toEqual([])
  })
})

describe("data protection officer", () => {
  test("neither a contact nor the reason why none is appointed is refused, and so are both", () => {
    const dir = copyContent()
    editYaml(dir, "datenschutz/index.yaml", (doc) => doc.deleteIn(["dataProtectionOfficer", "noneAppointed"]))
    expect(problemsIn(dir)).toEqual([
      expect.stringMatching(
        /^content\/datenschutz\/index\.yaml, Zeile \d+, Feld "dataProtectionOfficer": Es fehlt die Angabe zur oder zum Datenschutzbeauftragten\./,
      ),
    ])
    editYaml(dir, "datenschutz/index.yaml", (doc) => {
      doc.setIn(["dataProtectionOfficer", "contact"], { name: "Datenschutz Muster GmbH", email: "datenschutz@firma.de" })
    })
    expect(problemsIn(dir)).toEqual([])
    editYaml(dir, "datenschutz/index.yaml", (doc) => doc.setIn(["dataProtectionOfficer", "noneAppointed"], "Nicht benannt."))
    expect(problemsIn(dir)).toEqual([
      expect.stringMatching(/Feld "dataProtectionOfficer": Hier stehen "contact" und "noneAppointed" zugleich\./),
    ])
  })
})
