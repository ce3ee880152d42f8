/**
 * The site's share image (og:image, 1200×630) as the build draws it with satori (gatsby/images/share-image.ts), not rendered
 * on any page. satori knows inline styles and flexbox only, so the site's colour tokens (src/styles/global.css) are written out.
 */
const COLORS = { ink: "#0f1f2a", inkSoft: "#3d4f5c", primary: "#0b4f6c", accent: "#1d6b50", background: "#ffffff" }

/** The font the build gives satori under this name: the site's typeface, its Latin subset (the other subsets fill in). */
export const SHARE_IMAGE_FONT = "Source Sans 3"

/**
 * A leading hyphen of a German elided compound ("und -verifizierung") stays with its word: satori's
 * line breaker would break after it (Unicode's newer rule LB20.1 forbids that), leaving a lone
 * "und -" at the end of a line. The word joiner (U+2060) is zero-width and forbids the break.
 */
export const keepHyphenWithWord = (text: string): string => text.replace(/(^|\s)-(?=\p{L})/gu, "$1-\u2060")

/** `logo`: the logo's address (a data URL). */
export function ShareImage({ productName, title, line, logo }: { productName: string; title: string; line: string; logo: string }) {
  // Long titles get a smaller size so three lines always fit (the content model caps the length).
  const titleSize = title.length > 48 ? 60 : 72
  const page = { width: "100%", height: "100%", display: "flex", flexDirection: "column", background: COLORS.background } as const
  return (
    <div style={{ ...page, fontFamily: SHARE_IMAGE_FONT, color: COLORS.ink }}>
      <div style={{ display: "flex", flexDirection: "column", flexGrow: 1, padding: "72px 88px 56px" }}>
        <div style={{ display: "flex", alignItems: "center", gap: 28 }}>
          <img src={logo} width={88} height={88} alt="" />
          <div style={{ fontSize: 44, fontWeight: 700, color: COLORS.primary, letterSpacing: -0.5 }}>{productName}</div>
        </div>
        <div style={{ display: "flex", flexDirection: "column", flexGrow: 1, justifyContent: "center" }}>
          <div style={{ fontSize: titleSize, fontWeight: 700, lineHeight: 1.15, letterSpacing: -1, lineClamp: 3 }}>
            {keepHyphenWithWord(title)}
          </div>
          <div style={{ marginTop: 28, fontSize: 34, lineHeight: 1.35, color: COLORS.inkSoft, lineClamp: 3 }}>
            {keepHyphenWithWord(line)}
          </div>
        </div>
      </div>
      {/* The band in the brand colours, as the site's header and footer frame the page. */}
      <div style={{ display: "flex", height: 24 }}>
        <div style={{ flexGrow: 1, background: COLORS.primary }} />
        <div style={{ width: 240, background: COLORS.accent }} />
      </div>
    </div>
  )
}
