import { cloneElement, type FocusEvent, type PointerEvent, type ReactElement, useEffect, useRef, useState } from "react"

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
  /** Exactly one focusable control, described by nothing else. */
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
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  const show = () => {
    clearTimeout(timer.current)
    setOpen(true)
  }
  const hide = () => {
    clearTimeout(timer.current)
    if (open) lastClosedAt = Date.now()
    setOpen(false)
  }
  useEffect(() => () => clearTimeout(timer.current), [])

  useEffect(() => {
    if (!open) return undefined
    // Escape hides the tooltip wherever focus is (WCAG 1.4.13 dismissible).
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") hide()
    }
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  })

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target.matches(":focus-visible")) show()
  }

  const onPointerEnter = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === "touch") return
    clearTimeout(timer.current)
    if (Date.now() - lastClosedAt < SKIP_DELAY_MS) show()
    else timer.current = setTimeout(show, OPEN_DELAY_MS)
  }

  return (
    <span className={styles.anchor} onPointerEnter={onPointerEnter} onPointerLeave={hide} onFocus={onFocus} onBlur={hide}>
      {cloneElement(children, { "aria-describedby": id })}
      <span role="tooltip" id={id} className={`${styles.tooltip} ${styles[align]}`} hidden={!open}>
        <span className={styles.bubble}>{content}</span>
      </span>
    </span>
  )
}
