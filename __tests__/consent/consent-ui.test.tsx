/**
 * What the banner decides itself: after a choice it closes and its status region confirms that
 * choice. The flows around it (storing, Consent Mode, focus, withdrawal, tooltips) are
 * e2e/consent.spec.ts and e2e/visitor-flows.spec.ts; the text per loading mode is checked on a
 * real build (__tests__/gatsby/real-build.test.ts).
 */
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"

import { siteSettings } from "../../src/config/runtime-settings"
import { CookieBanner } from "../../src/consent"
import { ConsentProvider } from "../../src/consent/app-shell"
import { queryContent } from "../support/content"

const texts = queryContent().consentYaml

beforeEach(() => localStorage.clear())

test.each([
  ["acceptAllLabel", "accepted"],
  ["necessaryOnlyLabel", "necessaryOnly"],
] as const)("%s closes the banner and the status region confirms the choice (%s)", async (button, confirmation) => {
  render(
    <ConsentProvider>
      <CookieBanner texts={texts} loadingMode={siteSettings.tagManager.loadingMode} />
    </ConsentProvider>,
  )
  const region = screen.getByRole("region", { name: texts.banner.regionLabel })
  expect(region).toHaveAttribute("data-banner", "open")
  expect(screen.getByRole("status")).toBeEmptyDOMElement()
  await userEvent.click(screen.getByRole("button", { name: texts.banner[button] }))
  expect(region).toHaveAttribute("data-banner", "closed")
  expect(screen.getByRole("status")).toHaveTextContent(texts.confirmation[confirmation])
})
