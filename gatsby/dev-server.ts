/**
 * `gatsby develop` serves /admin/ too, so editors can work locally with
 * decap-server and the development server (README, "Editing in the CMS").
 * The bundle, configuration included, is compiled on the first request and
 * kept in memory: a changed schema or content/site/index.yaml needs a restart.
 * API: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onCreateDevServer
 */
import type { IncomingMessage, ServerResponse } from "node:http"
import type { GatsbyNode } from "gatsby"

import { ADMIN_PATH, compileAdminApp, type AdminApp } from "./admin/cms-bundle"
import { buildContentCheck, buildSettings } from "./content-check"

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, store }) => {
  const { program } = store.getState() as { program: { directory: string } }
  let compiled: AdminApp | undefined
  const adminApp = (): AdminApp =>
    (compiled ??= compileAdminApp(
      program.directory,
      buildSettings(program.directory),
      buildContentCheck(program.directory).data.get("site/index.yaml"),
    ))

  app.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const pathname = new URL(req.url ?? "/", "http://localhost").pathname
    if (req.method !== "GET" || !pathname.startsWith(ADMIN_PATH)) return next()
    const file = pathname.slice(ADMIN_PATH.length)
    if (file === "" || file === "index.html") {
      res.setHeader("Content-Type", "text/html; charset=utf-8")
      res.end(adminApp().indexHtml)
    } else if (file === adminApp().bundleName) {
      res.setHeader("Content-Type", "application/javascript; charset=utf-8")
      res.end(adminApp().bundle)
    } else next()
  })
}
