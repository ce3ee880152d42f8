/**
 * Wires choice.ts (shared with the head script) to the UI. Server HTML and first render match (banner "initial"):
 * the head script has set <html data-consent> already, and CSS shows the banner only for "undecided": no blink.
 */
import { createContext, type ReactNode, startTransition, useContext, useEffect, useRef, useState } from "react"

import { applyChoice, CONSENT_READY_ATTRIBUTE, focusAfterChoice } from "./choice"
import { readConsent, type ConsentSettings } from "./consent-policy"
import { deleteAnalyticsCookies } from "./google-consent-mode"

/** Defined in every bundle (content-model/settings.ts: consentDefine; Jest: __tests__/support/setup-tests.ts). */
declare const __CONSENT_SETTINGS__: ConsentSettings

/** The consent feature's build-time settings, as the head script has them. */
export const consentSettings: ConsentSettings = __CONSENT_SETTINGS__

interface ConsentContextValue {
  /** "initial": server HTML / before hydration (CSS decides); then "open" or "closed". */
  banner: "initial" | "open" | "closed"
  /** The choice made in this page view, for the confirmation message. */
  lastChoice: "accepted" | "necessary" | null
  /** „Alle akzeptieren“ (true) or „Nur notwendige“; focus then moves as focusAfterChoice says. */
  choose: (analytics: boolean, byKeyboard: boolean) => void
  /** Reopens the banner (withdrawal / change); remembers the opener to return focus to it. */
  openSettings: (opener: HTMLElement) => void
}

const ConsentContext = createContext<ConsentContextValue | null>(null)

export function ConsentProvider({ children }: { children: ReactNode }) {
  const [banner, setBanner] = useState<ConsentContextValue["banner"]>("initial")
  const [lastChoice, setLastChoice] = useState<ConsentContextValue["lastChoice"]>(null)
  const opener = useRef<HTMLElement | null>(null)

  useEffect(() => {
    // React handles the banner from now on; a choice the head script applied before hydration is in storage.
    document.documentElement.setAttribute(CONSENT_READY_ATTRIBUTE, "")
    const stored = readConsent(consentSettings)
    // A transition: React hydrates Layout's Suspense boundaries at this update's priority, and a plain update would
    // hydrate them all in one long task. The banner is already right (the head script's attribute on <html>).
    startTransition(() => setBanner(stored ? "closed" : "open"))
  }, [])

  // Not memoised: the provider renders again only when its state changes, which changes the value anyway.
  const value: ConsentContextValue = {
    banner,
    lastChoice,
    choose: (analytics, byKeyboard) => {
      applyChoice(analytics, consentSettings)
      if (!analytics) deleteAnalyticsCookies()
      setLastChoice(analytics ? "accepted" : "necessary")
      setBanner("closed")
      const element = opener.current
      opener.current = null
      // Next frame: after React has removed the banner.
      requestAnimationFrame(() => focusAfterChoice(element, byKeyboard))
    },
    openSettings: (element) => {
      opener.current = element
      setLastChoice(null)
      setBanner("open")
    },
  }
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>
}

/** Every page and the CMS preview render inside the provider (src/root-wrapper.tsx, src/admin/preview.tsx). */
export const useConsent = () => useContext(ConsentContext)!
