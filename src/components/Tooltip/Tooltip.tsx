import { cloneElement, type FocusEvent, type PointerEvent, type ReactElement, useCallback, useEffect, useRef, useState } from "react"

import * as styles from "./Tooltip.module.css"

// docs/requirements.md#every-page: open after the pointer rests 700 ms, at once if any tooltip closed less than
// 300 ms ago (the pointer is moving along a row of icons).
const OPEN_DELAY_MS = 700
const SKIP_DELAY_MS = 300
let lastClosedAt = Number.NEGATIVE_INFINITY

interface TooltipProps {
  content: string
  /** Unique id; the control is described by it (aria-describedby). */
  id: string
  /** Exactly one focusable control. */
  children: ReactElement<{ "aria-describedby"?: string }>
  /** Which edge of the control the tooltip lines up with ("end" for controls at the right edge of the page). */
  align?: "start" | "end"
}

/**
 * For icon-only controls; always in the DOM so aria-describedby reads it. The handlers sit on the wrapper, which
 * holds the tooltip too: the pointer can move onto it without closing it (WCAG 1.4.13), and the control keeps its
 * own handlers (React's focus events bubble, and the control is the wrapper's only focusable element).
 */
export function Tooltip({ content, id, children, align = "start" }: TooltipProps) {
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const openRef = useRef(false)

  const clearTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current)
    timer.current = null
  }

  const show = useCallback(() => {
    clearTimer()
    openRef.current = true
    setOpen(true)
  }, [])

  const hide = useCallback(() => {
    clearTimer()
    if (openRef.current) lastClosedAt = Date.now()
    openRef.current = false
    setOpen(false)
  }, [])

  useEffect(() => clearTimer, [])

  useEffect(() => {
    if (!open) return undefined
    // Escape hides the tooltip wherever focus is (WCAG 1.4.13 dismissible).
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") hide()
    }
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [open, hide])

  const trigger = cloneElement(children, {
    "aria-describedby": [children.props["aria-describedby"], id].filter(Boolean).join(" "),
  })

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target.matches(":focus-visible")) show()
  }

  const onPointerEnter = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === "touch") return
    clearTimer()
    if (Date.now() - lastClosedAt < SKIP_DELAY_MS) show()
    else timer.current = setTimeout(show, OPEN_DELAY_MS)
  }

  return (
    <span className={styles.anchor} onPointerEnter={onPointerEnter} onPointerLeave={hide} onFocus={onFocus} onBlur={hide}>
      {trigger}
      <span role="tooltip" id={id} className={`${styles.tooltip} ${styles[align]}`} hidden={!open}>
        <span className={styles.bubble}>{content}</span>
      </span>
    </span>
  )
}
