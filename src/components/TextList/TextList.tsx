/** A bulleted list of plain texts from YAML (names, memberships, rules, the items of a privacy section). */
export function TextList({ items }: { items: ReadonlyArray<string> }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}
