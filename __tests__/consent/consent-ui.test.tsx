import { act, fireEvent, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"

import { resetTooltipTiming } from "../../src/components/Tooltip/tooltip-timing"
import { siteSettings } from "../../src/config/runtime-settings"
import { CookieBanner, CookieSettingsButton } from "../../src/consent"
import { ConsentProvider } from "../../src/consent/app-shell"
import { CONSENT_STORAGE_KEY } from "../../src/consent/consent-policy"
import { provideStaticQueries } from "../support/content"

const content = provideStaticQueries()
const texts = content.consentYaml
const b = texts.banner

type W = Window & { dataLayer?: unknown[] }

function renderBanner(loadingMode = siteSettings.tagManager.loadingMode) {
  return render(
    <ConsentProvider>
      <CookieBanner texts={texts} loadingMode={loadingMode} />
      <a href="#inhalt">skip</a>
      <footer>
        <CookieSettingsButton label={content.layoutYaml.footer.cookieSettingsLabel} />
      </footer>
    </ConsentProvider>,
  )
}

const region = () => screen.getByRole("region", { name: b.regionLabel })
const stored = () => JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? "null")
const gtagCommands = () =>
  ((window as W).dataLayer ?? [])
    .filter((e) => Object.prototype.toString.call(e) === "[object Arguments]")
    .map((e) => Array.from(e as ArrayLike<unknown>))

beforeEach(() => {
  localStorage.clear()
  ;(window as W).dataLayer = []
  document.documentElement.removeAttribute("data-consent")
  document.documentElement.removeAttribute("data-consent-ready")
  document.cookie.split(";").forEach((c) => {
    document.cookie = `${c.split("=")[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  })
  resetTooltipTiming()
  jest.useRealTimers()
  document.querySelectorAll("#gtm-loader").forEach((el) => el.remove())
})

describe("banner state (docs/requirements.md#consent-banner)", () => {
  test("undecided: the banner is open, labelled, and takes no focus", () => {
    renderBanner()
    expect(region()).toHaveAttribute("data-banner", "open")
    expect(document.activeElement).toBe(document.body)
    expect(within(region()).getByRole("button", { name: b.acceptAllLabel })).toBeInTheDocument()
    expect(within(region()).getByRole("button", { name: b.necessaryOnlyLabel })).toBeInTheDocument()
    expect(within(region()).getByRole("link", { name: b.privacyLinkLabel })).toHaveAttribute("href", "/datenschutz/")
    expect(within(region()).getByRole("link", { name: b.imprintLinkLabel })).toHaveAttribute("href", "/impressum/")
  })

  test("the provider marks the page ready (the head script's early-choice handler steps back) and the buttons name their choice", () => {
    expect(document.documentElement.hasAttribute("data-consent-ready")).toBe(false)
    renderBanner()
    expect(document.documentElement.hasAttribute("data-consent-ready")).toBe(true)
    expect(within(region()).getByRole("button", { name: b.acceptAllLabel })).toHaveAttribute("data-consent-choice", "all")
    expect(within(region()).getByRole("button", { name: b.necessaryOnlyLabel })).toHaveAttribute("data-consent-choice", "necessary")
    expect(within(region()).getByRole("button", { name: b.closeLabel })).toHaveAttribute("data-consent-choice", "necessary")
  })

  test("„Alle akzeptieren“ stores analytics: true, grants analytics_storage, closes and confirms; a mouse choice focuses nothing new", async () => {
    renderBanner()
    await userEvent.click(screen.getByRole("button", { name: b.acceptAllLabel }))
    expect(stored()).toEqual({ analytics: true, necessary: true, revision: texts.revision, updatedAt: expect.any(String) })
    expect(Number.isNaN(Date.parse(stored().updatedAt))).toBe(false)
    expect(region()).toHaveAttribute("data-banner", "closed")
    expect(document.documentElement).toHaveAttribute("data-consent", "decided")
    expect(gtagCommands()).toContainEqual(["consent", "update", { analytics_storage: "granted" }])
    expect(screen.getByRole("status")).toHaveTextContent(texts.confirmation.accepted)
    await act(() => new Promise((r) => requestAnimationFrame(() => r(undefined))))
    expect(document.activeElement).not.toHaveAttribute("href", "#inhalt")
  })

  test("a keyboard choice moves focus on to the skip link", async () => {
    renderBanner()
    within(region()).getByRole("button", { name: b.necessaryOnlyLabel }).focus()
    await userEvent.keyboard("{Enter}")
    expect(region()).toHaveAttribute("data-banner", "closed")
    await act(() => new Promise((r) => requestAnimationFrame(() => r(undefined))))
    expect(document.activeElement).toHaveAttribute("href", "#inhalt")
  })

  test("„Nur notwendige“ stores analytics: false, denies analytics_storage and deletes Google Analytics cookies", async () => {
    document.cookie = "_ga=GA1.1.1; path=/"
    document.cookie = "_ga_ABC123=GS1.1; path=/"
    document.cookie = "other=1; path=/"
    renderBanner()
    await userEvent.click(screen.getByRole("button", { name: b.necessaryOnlyLabel }))
    expect(stored()).toMatchObject({ analytics: false, necessary: true })
    expect(gtagCommands()).toContainEqual(["consent", "update", { analytics_storage: "denied" }])
    expect(document.cookie).not.toMatch(/_ga/)
    expect(document.cookie).toMatch(/other=1/)
    expect(screen.getByRole("status")).toHaveTextContent(texts.confirmation.necessaryOnly)
  })

  test("the close icon means necessary only and has an accessible name and tooltip", async () => {
    renderBanner()
    const close = screen.getByRole("button", { name: b.closeLabel })
    expect(close).toHaveAccessibleDescription(b.closeTooltip)
    await userEvent.click(close)
    expect(stored()).toMatchObject({ analytics: false, necessary: true })
    expect(region()).toHaveAttribute("data-banner", "closed")
  })

  test("Details shows and hides the explanation of necessary and analytics cookies", async () => {
    renderBanner()
    const toggle = screen.getByRole("button", { name: b.detailsShowLabel })
    const panel = document.getElementById(toggle.getAttribute("aria-controls")!)!
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(panel).not.toBeVisible()
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    expect(toggle).toHaveTextContent(b.detailsHideLabel)
    expect(panel).toBeVisible()
    for (const category of texts.categories) {
      expect(within(panel).getByRole("heading", { name: category.title })).toBeInTheDocument()
      expect(panel).toHaveTextContent(category.provider)
      expect(panel).toHaveTextContent(category.lifetime)
      expect(panel).toHaveTextContent(category.transfer)
    }
    expect(panel).toHaveTextContent(/Google/)
    expect(panel).toHaveTextContent(/USA/)
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(panel).not.toBeVisible()
  })

  test("a stored valid choice keeps the banner closed", () => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ analytics: true, necessary: true, revision: texts.revision, updatedAt: new Date().toISOString() }),
    )
    renderBanner()
    expect(region()).toHaveAttribute("data-banner", "closed")
  })

  test("an unparseable stored value is logged and the banner shows", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {})
    localStorage.setItem(CONSENT_STORAGE_KEY, "{kaputt")
    renderBanner()
    expect(region()).toHaveAttribute("data-banner", "open")
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("[consent]"))
    warn.mockRestore()
  })
})

describe("withdrawal through „Cookie-Einstellungen“", () => {
  test("reopens the banner with focus on it; necessary only updates the stored choice and returns focus", async () => {
    document.cookie = "_ga=GA1.1.1; path=/"
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ analytics: true, necessary: true, revision: texts.revision, updatedAt: "2026-01-01T00:00:00.000Z" }),
    )
    document.documentElement.setAttribute("data-consent", "decided")
    renderBanner()
    const settings = screen.getByRole("button", { name: content.layoutYaml.footer.cookieSettingsLabel })
    await userEvent.click(settings)
    expect(region()).toHaveAttribute("data-banner", "open")
    expect(document.activeElement).toBe(region())
    await userEvent.click(screen.getByRole("button", { name: b.necessaryOnlyLabel }))
    expect(stored()).toMatchObject({ analytics: false, necessary: true })
    expect(stored().updatedAt).not.toBe("2026-01-01T00:00:00.000Z")
    expect(gtagCommands()).toContainEqual(["consent", "update", { analytics_storage: "denied" }])
    expect(document.cookie).not.toMatch(/_ga=/)
    await act(() => new Promise((r) => requestAnimationFrame(() => r(undefined))))
    expect(document.activeElement).toBe(settings)
  })
})

describe("loading mode", () => {
  const original = siteSettings.tagManager.loadingMode
  afterEach(() => {
    siteSettings.tagManager.loadingMode = original
    document.getElementById("gtm-loader")?.remove()
  })

  test("basic: the tag manager is loaded only when analytics is accepted", async () => {
    siteSettings.tagManager.loadingMode = "basic"
    renderBanner()
    expect(document.getElementById("gtm-loader")).toBeNull()
    await userEvent.click(screen.getByRole("button", { name: b.acceptAllLabel }))
    const loader = document.getElementById("gtm-loader")
    expect(loader).not.toBeNull()
    expect(loader).toHaveAttribute("src", expect.stringMatching(/^https:\/\/www\.googletagmanager\.com\/gtm\.js\?id=/))
  })

  test("advanced: accepting does not insert a second loader", async () => {
    siteSettings.tagManager.loadingMode = "advanced"
    const existing = document.createElement("script")
    existing.id = "gtm-loader"
    document.head.appendChild(existing)
    renderBanner()
    await userEvent.click(screen.getByRole("button", { name: b.acceptAllLabel }))
    expect(document.querySelectorAll("#gtm-loader")).toHaveLength(1)
  })

  test.each(["advanced", "basic"] as const)("%s: the banner explains that mode, not the other", (mode) => {
    const other = mode === "advanced" ? "basic" : "advanced"
    renderBanner(mode)
    expect(within(region()).getByText(b.text[mode])).toBeInTheDocument()
    expect(within(region()).queryByText(b.text[other])).toBeNull()
  })

  test("the banner texts say what reaches Google before a choice in each mode", () => {
    expect(b.text.advanced).toMatch(/Tag Manager wird schon beim Aufruf jeder Seite geladen/)
    expect(b.text.advanced).toMatch(/IP-Adresse/)
    expect(b.text.basic).toMatch(/Erst wenn Sie „Alle akzeptieren“ wählen, laden wir den Google Tag Manager/)
    expect(b.text.basic).toMatch(/Vorher erhält Google keine Daten/)
  })

  test("basic: necessary only never loads it", async () => {
    siteSettings.tagManager.loadingMode = "basic"
    renderBanner()
    await userEvent.click(screen.getByRole("button", { name: b.necessaryOnlyLabel }))
    expect(document.getElementById("gtm-loader")).toBeNull()
  })
})

describe("tooltip timing (open delay 700 ms, skip delay 300 ms)", () => {
  beforeEach(() => jest.useFakeTimers())

  function twoTooltips() {
    renderBanner()
    const close = screen.getByRole("button", { name: b.closeLabel })
    const anchor = close.parentElement!
    return { close, anchor, tooltip: () => document.getElementById("cookie-banner-close-tooltip")! }
  }

  test("opens after 700 ms of hovering, closes on leaving", () => {
    const { anchor, tooltip } = twoTooltips()
    fireEvent.pointerEnter(anchor, { pointerType: "mouse" })
    act(() => jest.advanceTimersByTime(699))
    expect(tooltip()).not.toBeVisible()
    act(() => jest.advanceTimersByTime(1))
    expect(tooltip()).toBeVisible()
    expect(tooltip()).toHaveAttribute("role", "tooltip")
    fireEvent.pointerLeave(anchor, { pointerType: "mouse" })
    expect(tooltip()).not.toBeVisible()
  })

  test("reopens at once within 300 ms after a tooltip closed, with the delay again after that", () => {
    const { anchor, tooltip } = twoTooltips()
    fireEvent.pointerEnter(anchor, { pointerType: "mouse" })
    act(() => jest.advanceTimersByTime(700))
    fireEvent.pointerLeave(anchor, { pointerType: "mouse" })
    jest.setSystemTime(Date.now() + 299)
    fireEvent.pointerEnter(anchor, { pointerType: "mouse" })
    expect(tooltip()).toBeVisible()
    fireEvent.pointerLeave(anchor, { pointerType: "mouse" })
    jest.setSystemTime(Date.now() + 301)
    fireEvent.pointerEnter(anchor, { pointerType: "mouse" })
    expect(tooltip()).not.toBeVisible()
    act(() => jest.advanceTimersByTime(700))
    expect(tooltip()).toBeVisible()
  })

  test("Escape hides an open tooltip", () => {
    const { anchor, tooltip } = twoTooltips()
    fireEvent.pointerEnter(anchor, { pointerType: "mouse" })
    act(() => jest.advanceTimersByTime(700))
    expect(tooltip()).toBeVisible()
    fireEvent.keyDown(document, { key: "Escape" })
    expect(tooltip()).not.toBeVisible()
  })
})
