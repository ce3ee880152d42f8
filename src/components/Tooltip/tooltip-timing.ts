/**
 * Timing of tooltips on icon-only controls (docs/requirements.md#every-page): a tooltip opens
 * 700 ms after the pointer rests on its control; if another tooltip closed less
 * than 300 ms ago, the next one opens at once (the pointer is moving along a
 * row of icons). Shared by every tooltip on the page.
 */
const TOOLTIP_OPEN_DELAY_MS = 700
const TOOLTIP_SKIP_DELAY_MS = 300

let lastClosedAt = Number.NEGATIVE_INFINITY

/** How long to wait before opening on hover, given the time now. */
export function openDelay(now: number): number {
  return now - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_OPEN_DELAY_MS
}

/** Record that a visible tooltip closed (starts the skip window). */
export function noteClosed(now: number): void {
  lastClosedAt = now
}

/** For tests: forget the last close. */
export function resetTooltipTiming(): void {
  lastClosedAt = Number.NEGATIVE_INFINITY
}
