/** The real content files, for assertions that follow what editors wrote. */
import { loadContent } from "../__tests__/support/content-files"

export const { siteYaml: site, layoutYaml: layout, homeYaml: home, consentYaml: consent } = loadContent()
