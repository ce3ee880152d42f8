/** Shared by the build (gatsby/images/) and the <head> tags, so each path is written down once. */
export const FAVICON_SVG = "/favicon.svg"
/** 16, 32 and 48 px in one file, for browsers and tools that ask for /favicon.ico. */
export const FAVICON_ICO = "/favicon.ico"
export const APPLE_TOUCH_ICON = { src: "/apple-touch-icon.png", size: 180 }

export const MANIFEST_ICONS = [
  { src: "/icons/icon-192.png", size: 192, purpose: "any" },
  { src: "/icons/icon-512.png", size: 512, purpose: "any" },
  { src: "/icons/icon-maskable-512.png", size: 512, purpose: "maskable" },
] as const

/** The site's one share image, drawn from content/site/index.yaml (gatsby/images/share-image.ts). */
export const SHARE_IMAGE = { src: "/share.png", width: 1200, height: 630, type: "image/png" } as const
