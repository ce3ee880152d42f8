import { company, contact, datenschutz, home, impressum, layout, notFound, site } from "./content"
import { expect, horizontalOverflow, routes, test } from "./fixtures"

test.describe("every route", () => {
  for (const route of routes) {
    test(`${route.path} answers 200 with its title, h1, lang and canonical`, async ({ page, thirdParty }) => {
      const response = await page.goto(route.path)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(route.title)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.h1)
      await expect(page.locator("html")).toHaveAttribute("lang", "de")
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.siteUrl}${route.path}`)
      const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent()
      expect(JSON.parse(jsonLd ?? "")["@graph"].length).toBeGreaterThan(0)
      // The footer of every page links the legal pages.
      const footer = page.getByRole("contentinfo")
      for (const link of layout.footer.links) {
        await expect(footer.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.href)
      }
      expect(thirdParty.filter((r) => !r.url.startsWith("https://www.googletagmanager.com/"))).toEqual([])
    })
  }
})

test.describe("unknown paths", () => {
  test("answer 404 with the 404 page and log the requested path", async ({ page, consoleMessages }) => {
    const response = await page.goto("/gibt-es-nicht/unter/diesem-pfad")
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.heading)
    await expect(page.getByRole("main").getByRole("link", { name: notFound.homeLinkLabel, exact: true })).toHaveAttribute("href", "/")
    await expect
      .poll(() => consoleMessages.filter((m) => m.startsWith("error:") && m.includes("/gibt-es-nicht/unter/diesem-pfad")))
      .toHaveLength(1)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex")
  })

  test("the 404 page's home link leads back to the landing page", async ({ page }) => {
    await page.goto("/nirgendwo/")
    await page.getByRole("main").getByRole("link", { name: notFound.homeLinkLabel, exact: true }).click()
    await expect(page).toHaveURL("/")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hero.heading)
  })
})

test.describe("landing page", () => {
  test("the navigation scrolls to each anchor section", async ({ page }) => {
    await page.goto("/")
    const nav = page.getByRole("navigation", { name: layout.navigation.label })
    for (const [label, id] of [
      ["Funktionen", "funktionen"],
      ["Ablauf", "ablauf"],
      ["Zielgruppen", "zielgruppen"],
    ] as const) {
      await nav.getByRole("link", { name: label, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`#${id}$`))
      await expect(page.locator(`#${id}`)).toBeInViewport()
    }
  })

  test("every demo link opens the booking page in a new tab without opener", async ({ page, thirdParty }) => {
    await page.goto("/")
    const demoLinks = page.locator(`a[href="${site.bookingUrl}"]`)
    expect(await demoLinks.count()).toBeGreaterThanOrEqual(3)
    for (const link of await demoLinks.all()) {
      await expect(link).toHaveAttribute("target", "_blank")
      await expect(link).toHaveAttribute("rel", "noopener noreferrer")
    }
    // The booking host is answered by the stub route (nothing leaves the machine); the new tab asked for it.
    const [popup] = await Promise.all([page.waitForEvent("popup"), demoLinks.first().click()])
    await expect.poll(() => thirdParty.map((r) => r.url)).toContain(site.bookingUrl)
    expect(popup).not.toBe(page)
  })
})

test.describe("legal and contact pages", () => {
  test("the back button returns to the page the visitor came from", async ({ page }) => {
    await page.goto("/#zielgruppen")
    await page.getByRole("contentinfo").getByRole("link", { name: "Impressum" }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(impressum.heading)
    await page.getByRole("link", { name: layout.subpage.backLabel }).click()
    await expect(page).toHaveURL(/\/(#zielgruppen)?$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hero.heading)
  })

  test("opened directly, the back button leads home", async ({ page }) => {
    await page.goto("/datenschutz/")
    await page.getByRole("link", { name: layout.subpage.backLabel }).click()
    await expect(page).toHaveURL("/")
  })

  for (const path of ["/impressum/", "/datenschutz/", "/kontakt/"]) {
    test(`${path} links to home and contact`, async ({ page }) => {
      await page.goto(path)
      const main = page.getByRole("main")
      await expect(main.getByRole("link", { name: layout.subpage.homeLabel, exact: true }).first()).toHaveAttribute("href", "/")
      await expect(main.getByRole("link", { name: layout.subpage.contactLabel, exact: true }).first()).toHaveAttribute("href", "/kontakt/")
    })
  }

  test("the contact page offers call and write buttons", async ({ page }) => {
    await page.goto("/kontakt/")
    await expect(page.getByRole("link", { name: contact.quickContact.callLabel })).toHaveAttribute("href", `tel:${company.phone.e164}`)
    await expect(page.getByRole("link", { name: contact.quickContact.writeLabel })).toHaveAttribute("href", `mailto:${company.email}`)
  })
})

test.describe("layout", () => {
  for (const path of ["/", "/impressum/", "/datenschutz/", "/kontakt/", "/gibt-es-nicht/"]) {
    test(`${path} has no horizontal scrolling at 320 px`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 })
      await page.goto(path)
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    })
  }
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("every page reads fully", async ({ page }) => {
    await page.goto("/")
    for (const text of [home.hero.heading, home.features.heading, home.steps.heading, home.audiences.heading, home.closingCta.heading]) {
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible()
    }
    await page.goto("/impressum/")
    await expect(page.getByText(company.registerNumber)).toBeVisible()
    await expect(page.getByText(company.vatId)).toBeVisible()
    await page.goto("/datenschutz/")
    await expect(page.getByRole("link", { name: new RegExp(datenschutz.pdf.linkLabel.replace(/[()]/g, ".")) })).toBeVisible()
    await page.goto("/kontakt/")
    await expect(page.getByText(contact.responseNote)).toBeVisible()
    await expect(page.getByText(company.officeHoursNote).first()).toBeVisible()
  })
})
