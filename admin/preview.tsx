/**
 * The CMS's live preview: the page a content file feeds, rendered by the site's own views with the
 * site's CSS, from the form as the editor types it and the other files as they were at build time
 * (gatsby/admin/cms-bundle.ts puts them into the bundle, checked). Texts are typeset as the GraphQL
 * layer does it. A file that no page shows alone (company, layout, site, consent) previews the page
 * that shows most of it.
 */
import CMS from "decap-cms-app"
import type { ReactNode } from "react"

import "../src/styles/global.css"
import { queried, type Queried } from "../content-model/graphql-types"
import type * as Model from "../content-model/schemas"
import { contentKinds } from "../content-model/schemas"
import { typeset } from "../content-model/typography"
import { ErrorBoundary } from "../src/components/ErrorBoundary/ErrorBoundary"
import { CookieSettingsButton } from "../src/consent"
import { ConsentProvider } from "../src/consent/app-shell"
import { ContactView } from "../src/views/ContactView/ContactView"
import { DatenschutzView } from "../src/views/DatenschutzView/DatenschutzView"
import { ErrorView } from "../src/views/ErrorView/ErrorView"
import { HomeView } from "../src/views/HomeView/HomeView"
import { ImpressumView } from "../src/views/ImpressumView/ImpressumView"

/** Replaced by esbuild (`define`): the site's pages, each CMS file entry (name, path) with its checked data, the CSS. */
declare const PREVIEW_CONTENT: { routes: string[]; files: { name: string; file: string; data: unknown }[] }
declare const PREVIEW_CSS: string

const kinds = contentKinds(PREVIEW_CONTENT.routes)

/** Every file as its page query delivers it, `data` in place of the built `edited` file. */
function contentWith(edited: string, data: unknown) {
  const read = <T,>(file: string) => {
    const value = file === edited ? data : PREVIEW_CONTENT.files.find((entry) => entry.file === file)?.data
    return queried(kinds.find((kind) => `content/${kind.file}` === file)!.content, value, typeset) as Queried<T>
  }
  const [layout, company, site, consent] = [
    read<Model.Layout>("content/layout/index.yaml"),
    read<Model.Company>("content/company/index.yaml"),
    read<Model.Site>("content/site/index.yaml"),
    read<Model.Consent>("content/consent/index.yaml"),
  ]
  return { read, company, site, layoutData: { layout, company, site, consent } }
}

type Content = ReturnType<typeof contentWith>

const errorPage = (file: string) => (c: Content) => <ErrorView texts={c.read<Model.ErrorPage>(file)} layoutData={c.layoutData} />

const PAGES: Record<string, (c: Content) => ReactNode> = {
  "content/home/index.yaml": (c) => <HomeView home={c.read<Model.Home>("content/home/index.yaml")} layoutData={c.layoutData} />,
  "content/impressum/index.yaml": (c) => (
    <ImpressumView impressum={c.read<Model.Impressum>("content/impressum/index.yaml")} company={c.company} layoutData={c.layoutData} />
  ),
  "content/datenschutz/index.yaml": (c) => {
    const privacy = c.read<Model.Datenschutz>("content/datenschutz/index.yaml")
    const button = <CookieSettingsButton label={privacy.cookieSettings.buttonLabel} variant="button" />
    const mode = c.site.tagManager.loadingMode as Model.LoadingMode
    const shared = { company: c.company, site: c.site, layoutData: c.layoutData }
    return <DatenschutzView {...shared} privacy={privacy} loadingMode={mode} cookieSettingsControl={button} />
  },
  "content/contact/index.yaml": (c) => (
    <ContactView contact={c.read<Model.Contact>("content/contact/index.yaml")} company={c.company} layoutData={c.layoutData} />
  ),
  "content/errors/not-found.yaml": errorPage("content/errors/not-found.yaml"),
  "content/errors/server-error.yaml": errorPage("content/errors/server-error.yaml"),
}

/** The page that shows most of a shared file. */
const SHOWN_ON: Record<string, string> = {
  "content/company/index.yaml": "content/impressum/index.yaml",
  "content/site/index.yaml": "content/datenschutz/index.yaml",
  "content/layout/index.yaml": "content/home/index.yaml",
  "content/consent/index.yaml": "content/home/index.yaml",
}

function Preview({ entry }: { entry: { get(key: string): unknown } }) {
  const file = entry.get("path") as string
  const data = (entry.get("data") as { toJS(): unknown }).toJS()
  const page = PAGES[SHOWN_ON[file] ?? file]!
  // A new boundary for each state of the form: a field cleared halfway through may break the page, the next key stroke mends it.
  return (
    <ErrorBoundary key={JSON.stringify(data)} fallback={<p>Die Vorschau kann diesen Stand nicht zeigen; die Pflichtfelder ergänzen.</p>}>
      <ConsentProvider>{page(contentWith(file, data))}</ConsentProvider>
    </ErrorBoundary>
  )
}

CMS.registerPreviewStyle(PREVIEW_CSS, { raw: true })
for (const { name } of PREVIEW_CONTENT.files) CMS.registerPreviewTemplate(name, Preview)
