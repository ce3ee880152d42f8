/**
 * The site's pages (src/pages/, but the error pages and Gatsby's special files): the targets internal links may name
 * and the CMS offers. Data, so the model needs no project folder; __tests__/content-model/routes.test.ts compares it
 * with src/pages/.
 */
export const SITE_ROUTES = ["/", "/beispielbericht/", "/datenschutz/", "/impressum/", "/kontakt/"]
