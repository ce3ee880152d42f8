/**
 * The built privacy page (docs/requirements.md#datenschutz): every Art. 13 GDPR item the notice must hold,
 * the right to object as its own, visibly set-off block (Art. 21(4) GDPR), and the analytics text of the
 * loading mode this build was made with. The other mode's build: __tests__/gatsby/loading-mode-build.test.ts.
 */
import { readFileSync } from "node:fs"

import { loadContent } from "../support/content"
import { fileForPath, readable } from "../support/built-site"

const content = loadContent()
const privacy = content.datenschutzYaml
const mode: "advanced" | "basic" = content.siteYaml.tagManager.loadingMode
const html = readFileSync(fileForPath("/datenschutz/")!, "utf8")
const doc = new DOMParser().parseFromString(html, "text/html")
const section = (id: string) => {
  const element = doc.getElementById(id)
  if (!element) throw new Error(`/datenschutz/ has no element #${id}`)
  return element
}
const heading = (id: string) => readable(section(id).querySelector(":scope > h2")?.textContent)
const text = (id: string) => readable(section(id).textContent)

test("holds every Art. 13 item: controller, data protection officer, purposes and legal bases, recipients, transfers, storage, rights, complaint, provision, automated decisions", () => {
  expect(heading("verantwortlicher")).toBe(privacy.controller.heading)
  expect(heading("datenschutzbeauftragter")).toBe(privacy.dataProtectionOfficer.heading)
  expect(text("datenschutzbeauftragter")).toContain(
    privacy.dataProtectionOfficer.noneAppointed ?? privacy.dataProtectionOfficer.contact!.email,
  )
  expect(text("grundsaetze")).toMatch(/Art\. 6 Abs\. 1/)

  const recipients = section("empfaenger")
  const names = [...recipients.querySelectorAll("h3")].map((h) => readable(h.textContent))
  expect(names).toEqual([
    expect.stringMatching(/^Netlify, Inc\./),
    expect.stringMatching(/Terminbuchungsdienst/),
    expect.stringMatching(/^Google/),
  ])
  const netlify = readable(recipients.querySelector("h3")!.nextElementSibling!.textContent)
  expect(netlify).toMatch(/Auftragsverarbeiter nach Art\. 28 DSGVO/)
  expect(netlify).toMatch(/Data Privacy Framework/)
  expect(netlify).toMatch(/Standardvertragsklauseln/)
  expect(netlify).toMatch(/Server-Logdateien/)
  expect(recipients.querySelectorAll("dt")).toHaveLength(3 * 6)

  expect(heading("speicherdauer")).toBe(privacy.storagePeriods.heading)
  expect(section("speicherdauer").querySelectorAll("dt")).toHaveLength(privacy.storagePeriods.items.length)
  expect(heading("rechte")).toBe(privacy.rights.heading)
  expect(heading("beschwerde")).toBe(privacy.complaint.heading)
  expect(text("bereitstellung")).toContain(privacy.provisionRequirement.text)
  expect(text("automatisierte-entscheidungen")).toContain(privacy.automatedDecisions.text)
})

test("the right to object (Art. 21) is its own section with its own heading, set off by a border", () => {
  const objection = section("widerspruch")
  expect(objection.tagName).toBe("SECTION")
  expect(heading("widerspruch")).toBe(privacy.objection.heading)
  expect(text("widerspruch")).toMatch(/Art\. 21 Abs\. 1/)
  const styleClass = [...objection.classList].find((c) => /objection/.test(c))
  expect(styleClass).toBeDefined()
  const rule = new RegExp(`\\.${styleClass}\\{[^}]*border:[^};]*solid`)
  expect(html).toMatch(rule)
})

test(`the analytics section is the text for the loading mode of this build (${mode})`, () => {
  expect(heading("analyse")).toBe(privacy.analytics[mode]!.heading)
  for (const paragraph of privacy.analytics[mode]!.paragraphs) expect(text("analyse")).toContain(paragraph)
  expect(text("analyse")).toMatch(mode === "advanced" ? /sofort geladen.*cookielose Signale/ : /Google erhält keine Daten/)
})
