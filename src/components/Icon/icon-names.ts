/** Apart from Icon.tsx, so the content schema can allow exactly these names without importing React. */
export const CONTENT_ICON_NAMES = ["calculator", "chart", "report", "assistant", "shield", "clock"] as const

export type ContentIconName = (typeof CONTENT_ICON_NAMES)[number]
