/**
 * Where the build (gatsby/images/) writes the icons and share images, shared
 * with the <head> tags that link them, so a path is written down once. All are
 * drawn at build time from static/favicon.svg and the pages' YAML.
 */
export const FAVICON_SVG = "/favicon.svg"
/** 16, 32 and 48 px in one file, for browsers and tools that ask for /favicon.ico. */
export const FAVICON_ICO = "/favicon.ico"
export const APPLE_TOUCH_ICON = { src: "/apple-touch-icon.png", size: 180 }

/** Icons of the web app manifest. */
export const MANIFEST_ICONS = [
  { src: "/icons/icon-192.png", size: 192, purpose: "any" },
  { src: "/icons/icon-512.png", size: 512, purpose: "any" },
  { src: "/icons/icon-maskable-512.png", size: 512, purpose: "maskable" },
] as const

export const SHARE_IMAGE = { width: 1200, height: 630, type: "image/png" } as const

/**
 * The share image of the page whose text is in `contentFile` (as the page
 * names it, e.g. "content/contact/index.yaml" → "/share/contact.png").
 */
export function shareImagePath(contentFile: string): string {
  const name = contentFile
    .replace(/^content\//, "")
    .replace(/\.ya?ml$/, "")
    .replace(/\/index$/, "")
    .replace(/\//g, "-")
  return `/share/${name}.png`
}
