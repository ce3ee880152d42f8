/** The editors' CMS at /admin/, bundled by esbuild (gatsby/admin/cms-bundle.ts) with the configuration from the content model. */
import CMS from "decap-cms-app"

import { registerGerman } from "./decap-german.ts"
import "./preview"

type CmsConfig = NonNullable<Parameters<typeof CMS.init>[0]>["config"]

/** Replaced by esbuild (`define`) with the generated configuration. */
declare const CMS_CONFIG_FROM_CONTENT_MODEL: CmsConfig

registerGerman()
// Without `load_config_file: false`, Decap would request a config.yml.
CMS.init({ config: { ...CMS_CONFIG_FROM_CONTENT_MODEL, load_config_file: false } })
