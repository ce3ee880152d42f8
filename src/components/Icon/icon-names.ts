/**
 * The icon names editors may use in YAML (`features.items[].icon` in
 * content/home/index.yaml). Icon.tsx maps each to a lucide-react component;
 * the content schema (content-model) allows exactly these names.
 */
export const CONTENT_ICON_NAMES = ["calculator", "chart", "report", "assistant", "shield", "clock"] as const

export type ContentIconName = (typeof CONTENT_ICON_NAMES)[number]
