/**
 * The built privacy page (docs/requirements.md#datenschutz): every Art. 13 GDPR item the notice must hold
 * and the right to object as its own, visibly set-off block (Art. 21(4) GDPR). That it describes the
 * configured loading mode: e2e/launch-rehearsal.spec.ts, on a build with the other mode.
 */
import { loadContent } from "../support/content"
import { builtPages } from "../support/built-site"
import { readable } from "../support/readable"

const { datenschutzYaml: privacy, siteYaml: site } = loadContent()
const { html } = builtPages.find((page) => page.urlPath === "/datenschutz/")!
const doc = new DOMParser().parseFromString(html, "text/html")
function section(id: string): HTMLElement {
  const element = doc.getElementById(id)
  if (!element) throw new Error(`/datenschutz/ has no element #${id}`)
  return element
}
const heading = (id: string) => readable(section(id).querySelector(":scope > h2")?.textContent)
const text = (id: string) => readable(section(id).textContent)

// The data protection officer, appointed or not: __tests__/views/DatenschutzView.test.tsx.
test("holds every Art. 13 item: controller, purposes and legal bases, recipients, transfers, storage, rights, complaint, provision, automated decisions", () => {
  expect(heading("verantwortlicher")).toBe(privacy.controller.heading)
  for (const block of privacy.sections) expect(heading(block.anchor)).toBe(readable(block.heading))
  // Every recipient of this build's loading mode, each with all six facts (address, role, purpose, legal basis, transfer, retention).
  const shown = privacy.recipients.items.filter((r) => r.loadingMode == null || r.loadingMode === site.tagManager.loadingMode)
  const recipients = section("empfaenger")
  expect([...recipients.querySelectorAll("h3")].map((h) => readable(h.textContent))).toEqual(shown.map((r) => readable(r.name)))
  expect(recipients.querySelectorAll("dt")).toHaveLength(shown.length * 6)
  expect(section("speicherdauer").querySelectorAll("dt")).toHaveLength(privacy.storagePeriods.items.length)
  expect([heading("rechte"), heading("beschwerde")]).toEqual([privacy.rights.heading, privacy.complaint.heading])
  expect(text("bereitstellung")).toContain(privacy.provisionRequirement.text)
  expect(text("automatisierte-entscheidungen")).toContain(privacy.automatedDecisions.text)
})

test("the right to object (Art. 21) is its own section with its own heading, set off by a border", () => {
  expect(section("widerspruch").tagName).toBe("SECTION")
  expect(heading("widerspruch")).toBe(privacy.objection.heading)
  expect(text("widerspruch")).toContain(readable(privacy.objection.paragraphs[0]))
  const bordered = (name: string) => new RegExp(`\\.${name}\\{[^}]*border:[^};]*solid`).test(html)
  expect([...section("widerspruch").classList].some(bordered)).toBe(true)
})
