/**
 * The editors' CMS at /admin/: Decap CMS from npm, bundled by esbuild
 * (gatsby/admin/cms-bundle.ts) into public/admin/cms.<hash>.js. Nothing of the
 * site is imported: /admin/ is its own application with its own CSP.
 *
 * The configuration is generated from the content model at bundle time
 * (content-model/cms-config.ts); `load_config_file: false` keeps Decap
 * from requesting a config.yml. `locale: de` picks the German interface, which
 * decap-cms-app registers with every other locale it ships.
 */
import CMS from "decap-cms-app"

type CmsConfig = NonNullable<Parameters<typeof CMS.init>[0]>["config"]

/** Replaced by esbuild (`define`) with the generated configuration. */
declare const CMS_CONFIG_FROM_CONTENT_MODEL: CmsConfig

CMS.init({ config: { ...CMS_CONFIG_FROM_CONTENT_MODEL, load_config_file: false } })
