/**
 * The real content files as typed fixtures, each read from content/ and checked by its zod schema:
 * as written (loadContent) or as a page query delivers it to a view (queryContent). Tests use what
 * editors wrote, so none pins a copy of it. No React here: the browser tests read them too (e2e/content.ts).
 */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { load as loadYaml } from "js-yaml"

import { factsOf, fillFacts } from "../../content-model/facts"
import { queried, type Queried } from "../../content-model/graphql-types"
import { contentKinds as kinds } from "../../content-model/schemas"
import type * as Content from "../../content-model/schemas"

export const projectRoot = path.resolve(__dirname, "../..")

/** The content files below `dir` (content/ unless given), as paths relative to it. */
export const contentFiles = (dir = path.join(projectRoot, "content")): string[] =>
  readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".yaml"))

type Shaped<T, AsQueried extends boolean> = AsQueried extends true ? Queried<T> : T

function load<AsQueried extends boolean>(asQueried: AsQueried) {
  const written = (relative: string) => {
    const kind = kinds.find((candidate) => candidate.file === relative)
    if (!kind) throw new Error(`No content kind matches content/${relative}`)
    return { kind, data: kind.fileSchema.parse(loadYaml(readFileSync(path.join(projectRoot, "content", relative), "utf8"))) }
  }
  // As the GraphQL layer fills them in (gatsby-node.ts), not typeset: tests compare with what editors wrote.
  const { timeSuffix } = written("layout/index.yaml").data as Content.Layout
  const facts = factsOf(written("company/index.yaml").data as Content.Company, timeSuffix)
  const read = <T>(relative: string): Shaped<T, AsQueried> => {
    const { kind, data } = written(relative)
    return (asQueried ? queried(kind.pageSchema, data, (text) => fillFacts(text, facts)) : data) as Shaped<T, AsQueried>
  }
  return {
    homeYaml: read<Content.Home>("home/index.yaml"),
    companyYaml: read<Content.Company>("company/index.yaml"),
    siteYaml: read<Content.Site>("site/index.yaml"),
    layoutYaml: read<Content.Layout>("layout/index.yaml"),
    impressumYaml: read<Content.Impressum>("impressum/index.yaml"),
    datenschutzYaml: read<Content.Datenschutz>("datenschutz/index.yaml"),
    contactYaml: read<Content.Contact>("contact/index.yaml"),
    consentYaml: read<Content.Consent>("consent/index.yaml"),
    notFound: read<Content.ErrorPage>("errors/not-found.yaml"),
    serverError: read<Content.ErrorPage>("errors/server-error.yaml"),
    exampleReportYaml: read<Content.ExampleReport>("example-report/index.yaml"),
  }
}

/** The content files as written, each checked by its schema: what the built site is compared with. */
export const loadContent = () => load(false)

/** The content files as the page queries deliver them to views: only the schema's fields, an absent optional one null, the company's facts filled in. */
export const queryContent = () => load(true)

export type QueriedContent = ReturnType<typeof queryContent>
