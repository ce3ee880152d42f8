/** A symbol's index, written "U_rel" or "s_WL" in the YAML, set below the line: U<sub>rel</sub>. */
export function Symbols({ text }: { text: string }) {
  return text.split(/(?<=\p{L})_([\p{L}\p{N}]+)/u).map((part, index) => (index % 2 ? <sub key={index}>{part}</sub> : part))
}
