/**
 * The real content files, shaped like the GraphQL root fields the pages query
 * (`homeYaml`, `companyYaml`, …), so views are tested with what editors wrote.
 */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"

import { render } from "@testing-library/react"
import type * as React from "react"

import { ConsentProvider } from "../../src/consent/ConsentProvider"
import { setStaticQueryData } from "./gatsby-mock"

export const projectRoot = path.resolve(__dirname, "../..")

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw YAML, loosely typed like the GraphQL data views receive; the content model checks its shape
function readContent<T = any>(relative: string): T {
  return parse(readFileSync(path.join(projectRoot, "content", relative), "utf8")) as T
}

export function loadContent() {
  const errors = readdirSync(path.join(projectRoot, "content/errors")).map((f) => readContent(`errors/${f}`))
  return {
    homeYaml: readContent("home/index.yaml"),
    companyYaml: readContent("company/index.yaml"),
    siteYaml: readContent("site/index.yaml"),
    layoutYaml: readContent("layout/index.yaml"),
    impressumYaml: readContent("impressum/index.yaml"),
    datenschutzYaml: readContent("datenschutz/index.yaml"),
    contactYaml: readContent("contact/index.yaml"),
    consentYaml: readContent("consent/index.yaml"),
    notFound: errors.find((e) => e.kind === "not-found"),
    serverError: errors.find((e) => e.kind === "server-error"),
  }
}

export type Content = ReturnType<typeof loadContent>

/** Makes every `useStaticQuery` return the real content (layout, company, site, consent, errors). */
export function provideStaticQueries(content: Content = loadContent()): Content {
  setStaticQueryData({
    layoutYaml: content.layoutYaml,
    companyYaml: content.companyYaml,
    siteYaml: content.siteYaml,
    consentYaml: content.consentYaml,
    errorsYaml: content.serverError,
  })
  return content
}

/** Renders like the site does: inside the consent provider of wrapRootElement. */
export function renderWithProviders(ui: React.ReactElement) {
  return render(ui, { wrapper: ConsentProvider })
}
