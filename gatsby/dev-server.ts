/**
 * `gatsby develop` serves /admin/ too, so editors can work locally with decap-server (README,
 * "Editing in the CMS"). The bundle, configuration included, is compiled on the first request and
 * kept in memory: a changed schema or content/site/index.yaml needs a restart.
 * API: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onCreateDevServer
 */
import type { IncomingMessage, ServerResponse } from "node:http"
import type { GatsbyNode } from "gatsby"

import { ADMIN_PATH, compileAdminApp, type AdminApp } from "./admin/cms-bundle"
import { buildContentCheck, buildSettings } from "./content-check"

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, store }) => {
  const root = (store.getState() as { program: { directory: string } }).program.directory
  let compiled: AdminApp | undefined

  app.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const pathname = new URL(req.url ?? "/", "http://localhost").pathname
    if (req.method !== "GET" || !pathname.startsWith(ADMIN_PATH)) return next()
    const admin = (compiled ??= compileAdminApp(root, buildSettings(root), buildContentCheck(root).data.get("site/index.yaml")))
    const file = pathname.slice(ADMIN_PATH.length)
    if (file !== "" && file !== "index.html" && file !== admin.bundleName) return next()
    res.setHeader("Content-Type", file === admin.bundleName ? "application/javascript; charset=utf-8" : "text/html; charset=utf-8")
    res.end(file === admin.bundleName ? admin.bundle : admin.indexHtml)
  })
}
