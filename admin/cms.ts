/**
 * The editors' CMS at /admin/: Decap CMS from npm, bundled by esbuild
 * (build/admin/cms-bundle.ts) into public/admin/cms.<hash>.js. Nothing of the
 * site is imported: /admin/ is its own application with its own CSP.
 *
 * Decap reads its configuration from config.yml next to index.html (generated
 * from the content model into static/admin/config.yml); `locale: de` there
 * picks the German interface, which decap-cms-app registers with every other
 * locale it ships. No configuration is passed here on purpose: with one, Decap
 * ignores a config.yml served without a YAML content type (nginx's stock
 * mime.types has none for .yml) instead of parsing it.
 */
import CMS from "decap-cms-app"

CMS.init()
