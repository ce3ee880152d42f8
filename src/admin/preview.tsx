/**
 * The CMS's live preview: the site's own views and CSS, fed the form as the editor types it and the other files as
 * checked at build time (gatsby/admin/cms-bundle.ts bundles them), with the facts filled in and typeset as the GraphQL layer does it: the editor
 * sees where a heading breaks, at the price of the hyphenation patterns in this bundle.
 */
import CMS from "decap-cms-app"
import type { ReactNode } from "react"

import "../styles/global.css"
import { queried, type Queried } from "../../content-model/graphql-types"
import { computeReport, reportExcerpt } from "../../content-model/report/report"
import type * as Model from "../../content-model/schemas"
import { contentKinds as kinds } from "../../content-model/schemas"
import { factsOf } from "../../content-model/facts"
import { shownText } from "../../content-model/typography"
import { ErrorBoundary } from "react-error-boundary"
import { ConsentProvider } from "../consent/app-shell"
import { ContactView } from "../views/ContactView/ContactView"
import { DatenschutzView } from "../views/DatenschutzView/DatenschutzView"
import { ErrorView } from "../views/ErrorView/ErrorView"
import { HomeView } from "../views/HomeView/HomeView"
import { ImpressumView } from "../views/ImpressumView/ImpressumView"
import { ReportView } from "../views/ReportView/ReportView"

/** Replaced by esbuild (`define`): each CMS file entry (name, path) with its checked data, the CSS. */
declare const PREVIEW_CONTENT: { files: { name: string; file: string; data: unknown }[] }
declare const PREVIEW_CSS: string

/** Every file (by its CMS entry's name) as its page query delivers it, `data` in place of the built `edited` one. */
function contentWith(edited: string, data: unknown) {
  /** As written: the figures are computed from it. */
  const raw = (name: string) => (name === edited ? data : PREVIEW_CONTENT.files.find((entry) => entry.name === name)!.data)
  const facts = factsOf(raw("company") as Model.Company, (raw("layout") as Model.Layout).timeSuffix)
  const read = <T,>(name: string) => {
    const { file } = PREVIEW_CONTENT.files.find((entry) => entry.name === name)!
    const kind = kinds.find((known) => `content/${known.file}` === file)!
    return queried(kind.pageSchema, raw(name), shownText(facts)) as Queried<T>
  }
  const [company, site] = [read<Model.Company>("company"), read<Model.Site>("site")]
  // The preview renders in the editor's browser only (no prerendered HTML to match): this year is the next build's.
  const buildYear = new Date().getFullYear()
  const layout = read<Model.Layout>("layout")
  // The loading mode as the form has it (the site's pages take the compiled one), so the preview follows an edit.
  const layoutData = { layout, company, site, consent: read<Model.Consent>("consent"), buildYear, loadingMode: site.tagManager.loadingMode }
  // The report's figures as the build computes them (gatsby-node.ts onCreatePage), from the form as typed.
  const computed = computeReport(raw("example-report") as Model.ExampleReport)
  const excerpt = reportExcerpt(computed, (raw("home") as Model.Home).hero.example.results)
  return { read, layoutData, computed, excerpt }
}

type Content = ReturnType<typeof contentWith>

const errorPage = (name: string) => (c: Content) => <ErrorView texts={c.read<Model.ErrorPage>(name)} layoutData={c.layoutData} />

/** The page each file shows on; a shared file (company, site, layout, consent) on the page that shows most of it. */
const PAGES: Record<string, (c: Content) => ReactNode> = {
  home: (c) => (
    <HomeView
      home={c.read<Model.Home>("home")}
      report={c.read<Model.ExampleReport>("example-report")}
      excerpt={c.excerpt}
      layoutData={c.layoutData}
    />
  ),
  "example-report": (c) => (
    <ReportView report={c.read<Model.ExampleReport>("example-report")} computed={c.computed} pdf={null} layoutData={c.layoutData} />
  ),
  impressum: (c) => <ImpressumView impressum={c.read<Model.Impressum>("impressum")} layoutData={c.layoutData} />,
  datenschutz: (c) => <DatenschutzView privacy={c.read<Model.Datenschutz>("datenschutz")} layoutData={c.layoutData} />,
  contact: (c) => <ContactView contact={c.read<Model.Contact>("contact")} layoutData={c.layoutData} />,
  "errors-not-found": errorPage("errors-not-found"),
  "errors-server-error": errorPage("errors-server-error"),
}
const SHOWN_ON: Record<string, string> = { company: "impressum", site: "datenschutz", layout: "home", consent: "home" }

function Preview({ name, entry }: { name: string; entry: { get(key: "data"): { toJS(): unknown } } }) {
  const data = entry.get("data").toJS()
  // A new boundary for each state of the form: a field cleared halfway may break the page, the next key stroke mends it.
  return (
    <ErrorBoundary
      key={JSON.stringify(data)}
      fallback={<p>Die Vorschau kann diesen Stand nicht zeigen. Bitte die Pflichtfelder ausfüllen.</p>}
    >
      <ConsentProvider>{PAGES[SHOWN_ON[name] ?? name]!(contentWith(name, data))}</ConsentProvider>
    </ErrorBoundary>
  )
}

CMS.registerPreviewStyle(PREVIEW_CSS, { raw: true })
for (const { name } of PREVIEW_CONTENT.files) CMS.registerPreviewTemplate(name, ({ entry }) => <Preview name={name} entry={entry} />)
