/**
 * Wires choice.ts (shared with the head script) to the UI. Server HTML and first render match (banner "initial"):
 * the head script has set <html data-consent> already, and CSS shows the banner only for "undecided": no blink.
 */
import { createContext, type ReactNode, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react"

import { applyChoice, CONSENT_READY_ATTRIBUTE } from "./choice"
import { getStorage, readConsent } from "./consent-policy"
import { consentSettings } from "./consent-settings"
import { deleteAnalyticsCookies } from "./google-consent-mode"

/** "initial": server HTML / before hydration (CSS decides); then "open" or "closed". */
export type BannerState = "initial" | "open" | "closed"

export interface ConsentContextValue {
  banner: BannerState
  /** The choice made in this page view, for the confirmation message. */
  lastChoice: "accepted" | "necessary" | null
  /** „Alle akzeptieren“ (true) or „Nur notwendige“. */
  choose: (analytics: boolean) => void
  /** Reopens the banner (withdrawal / change); remembers the opener to return focus to it. */
  openSettings: (opener?: HTMLElement | null) => void
  takeOpener: () => HTMLElement | null
}

const ConsentContext = createContext<ConsentContextValue | null>(null)

export function ConsentProvider({ children }: { children: ReactNode }) {
  const [banner, setBanner] = useState<BannerState>("initial")
  const [lastChoice, setLastChoice] = useState<"accepted" | "necessary" | null>(null)
  const opener = useRef<HTMLElement | null>(null)

  useEffect(() => {
    // React handles the banner from now on; a choice the head script applied before hydration is in storage.
    document.documentElement.setAttribute(CONSENT_READY_ATTRIBUTE, "")
    const stored = readConsent(getStorage(), consentSettings)
    // A transition: React hydrates Layout's Suspense boundaries at this update's priority, and a plain update would
    // hydrate them all in one long task. The banner is already right (the head script's attribute on <html>).
    startTransition(() => setBanner(stored ? "closed" : "open"))
  }, [])

  const choose = useCallback((analytics: boolean) => {
    applyChoice(analytics, consentSettings)
    if (!analytics) deleteAnalyticsCookies()
    setLastChoice(analytics ? "accepted" : "necessary")
    setBanner("closed")
  }, [])

  const value = useMemo<ConsentContextValue>(
    () => ({
      banner,
      lastChoice,
      choose,
      openSettings: (element) => {
        opener.current = element ?? null
        setLastChoice(null)
        setBanner("open")
      },
      takeOpener: () => {
        const element = opener.current
        opener.current = null
        return element
      },
    }),
    [banner, lastChoice, choose],
  )

  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>
}

export function useConsent(): ConsentContextValue {
  const value = useContext(ConsentContext)
  if (value === null) throw new Error("useConsent() needs <ConsentProvider> (see src/root-wrapper.tsx).")
  return value
}
