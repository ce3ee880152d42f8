/** The product's mark: a measurement curve within its confidence band, drawn by us. */
export function LogoMark() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#0b4f6c" />
      <path d="M6 22 C11 21 13 12 17 12 S23 17 26 9" fill="none" stroke="#9fd3c7" strokeWidth="6" strokeLinecap="round" opacity="0.45" />
      <path d="M6 22 C11 21 13 12 17 12 S23 17 26 9" fill="none" stroke="#ffffff" strokeWidth="2.2" strokeLinecap="round" />
      <circle cx="17" cy="12" r="2.2" fill="#ffffff" />
    </svg>
  )
}
