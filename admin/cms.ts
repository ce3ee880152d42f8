/**
 * The editors' CMS at /admin/, bundled by esbuild (gatsby/admin/cms-bundle.ts) with the configuration generated from
 * the content model; `load_config_file: false` keeps Decap from requesting a config.yml.
 */
import CMS from "decap-cms-app"

import { registerGerman } from "./decap-german.ts"
import "./preview"

type CmsConfig = NonNullable<Parameters<typeof CMS.init>[0]>["config"]

/** Replaced by esbuild (`define`) with the generated configuration. */
declare const CMS_CONFIG_FROM_CONTENT_MODEL: CmsConfig

registerGerman()
CMS.init({ config: { ...CMS_CONFIG_FROM_CONTENT_MODEL, load_config_file: false } })
