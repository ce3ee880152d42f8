/**
 * The hero picture: the product's report screen with a precision chart and a
 * linearity plot, drawn as inline SVG (no image request, crisp at any size).
 */
export function HeroIllustration({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 480 360" role="img" aria-label={label} focusable="false">
      <rect x="8" y="8" width="464" height="344" rx="14" fill="#ffffff" stroke="#cfd9e0" strokeWidth="2" />
      <rect x="8" y="8" width="464" height="40" rx="14" fill="#0b4f6c" />
      <rect x="8" y="34" width="464" height="14" fill="#0b4f6c" />
      <circle cx="32" cy="28" r="5" fill="#9fd3c7" />
      <rect x="48" y="23" width="120" height="10" rx="5" fill="#d6e7ee" opacity="0.8" />
      <rect x="360" y="20" width="92" height="16" rx="8" fill="#1d6b50" />
      <path d="M372 28 l5 5 l9 -10" stroke="#ffffff" strokeWidth="2.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="394" y="24" width="48" height="8" rx="4" fill="#ffffff" opacity="0.85" />

      {/* Left card: precision (control chart with limits) */}
      <rect x="28" y="68" width="204" height="160" rx="10" fill="#f5f8fa" stroke="#cfd9e0" />
      <rect x="44" y="82" width="90" height="9" rx="4.5" fill="#3d4f5c" opacity="0.7" />
      <line x1="44" y1="120" x2="216" y2="120" stroke="#c2410c" strokeDasharray="5 4" strokeWidth="1.5" />
      <line x1="44" y1="200" x2="216" y2="200" stroke="#c2410c" strokeDasharray="5 4" strokeWidth="1.5" />
      <line x1="44" y1="160" x2="216" y2="160" stroke="#0b4f6c" strokeWidth="1.5" />
      <polyline
        points="52,158 70,148 88,166 106,152 124,171 142,156 160,146 178,163 196,154 212,160"
        fill="none"
        stroke="#0b4f6c"
        strokeWidth="2.2"
        strokeLinejoin="round"
      />
      {[52, 70, 88, 106, 124, 142, 160, 178, 196, 212].map((x, i) => (
        <circle key={x} cx={x} cy={[158, 148, 166, 152, 171, 156, 146, 163, 154, 160][i]} r="3.2" fill="#0b4f6c" />
      ))}

      {/* Right card: linearity (regression line through calibration points) */}
      <rect x="248" y="68" width="204" height="160" rx="10" fill="#f5f8fa" stroke="#cfd9e0" />
      <rect x="264" y="82" width="80" height="9" rx="4.5" fill="#3d4f5c" opacity="0.7" />
      <line x1="270" y1="212" x2="440" y2="212" stroke="#8597a3" strokeWidth="1.5" />
      <line x1="270" y1="212" x2="270" y2="104" stroke="#8597a3" strokeWidth="1.5" />
      <path d="M272 206 L436 112" stroke="#9fd3c7" strokeWidth="14" strokeLinecap="round" opacity="0.55" />
      <path d="M272 206 L436 112" stroke="#1d6b50" strokeWidth="2.2" strokeLinecap="round" />
      {[
        [286, 196],
        [316, 182],
        [346, 162],
        [376, 148],
        [406, 128],
        [430, 117],
      ].map(([x, y]) => (
        <circle key={x} cx={x} cy={y} r="4" fill="#ffffff" stroke="#1d6b50" strokeWidth="2" />
      ))}

      {/* Result table: measurement uncertainty, LoD, LoQ */}
      <rect x="28" y="244" width="424" height="92" rx="10" fill="#ffffff" stroke="#cfd9e0" />
      {[262, 290, 318].map((y, i) => (
        <g key={y}>
          <rect x="44" y={y - 6} width={[118, 96, 104][i]} height="10" rx="5" fill="#3d4f5c" opacity="0.55" />
          <rect x="250" y={y - 6} width="70" height="10" rx="5" fill="#0b4f6c" opacity="0.75" />
          <circle cx="420" cy={y - 1} r="9" fill="#e3f1ec" />
          <path
            d={`M415 ${y - 1} l3.5 3.5 l6 -7`}
            stroke="#1d6b50"
            strokeWidth="2.2"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </g>
      ))}
    </svg>
  )
}
