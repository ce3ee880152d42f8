/** @jest-environment node */
/**
 * README's "Adding a field" recipe, done for real on a copy of the project: a new field of the
 * contact page is named in the zod schema and in ContactView (its fragment and its JSX) — no
 * GraphQL SDL, type or page query is touched — and `gatsby build` renders it, with the generated
 * `Queries.ContactViewFragment` carrying it so that `tsc` accepts the view.
 */
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"

import { projectCopy, runInCopy } from "../support/project-copy"

/** Replaces `from` (which must occur exactly once) in a file of the copy. */
function edit(dir: string, file: string, from: string, to: string): void {
  const full = path.join(dir, file)
  const text = readFileSync(full, "utf8")
  expect(text.split(from)).toHaveLength(2)
  writeFileSync(full, text.replace(from, to))
}

const VALUE = "Wir antworten in der Regel innerhalb eines Werktags."

test("a field rendered by one view is named in the schema, the view's fragment and its JSX, nothing else", () => {
  const dir = projectCopy("adding-a-field-")
  // 1. Schema: the contact page's shape (the only `intro` followed by `quickContact`).
  edit(dir, "content-model/schemas.ts", "  intro: text,\n  quickContact", "  intro: text,\n  replyTime: text,\n  quickContact")
  // 2. Fragment and 3. JSX, both in the view's file.
  edit(
    dir,
    "src/views/ContactView/ContactView.tsx",
    "fragment ContactView on ContactYaml {\n",
    "fragment ContactView on ContactYaml {\n    replyTime\n",
  )
  edit(
    dir,
    "src/views/ContactView/ContactView.tsx",
    "{contact.intro}</p>",
    '{contact.intro}</p>\n<p id="antwortzeit">{contact.replyTime}</p>',
  )
  // The editors' value.
  edit(dir, "content/contact/index.yaml", "\nquickContact:", `\nreplyTime: "${VALUE}"\nquickContact:`)

  const build = runInCopy(dir, ["node_modules/gatsby/cli.js", "build"], {}, 240_000)
  expect([build.status, build.status === 0 ? "" : `${build.stdout}\n${build.stderr}`]).toEqual([0, ""])
  expect(readFileSync(path.join(dir, "public/kontakt/index.html"), "utf8")).toContain(`<p id="antwortzeit">${VALUE}</p>`)

  const types = readFileSync(path.join(dir, "src/gatsby-types.d.ts"), "utf8")
  const fragment = /type ContactViewFragment = \{[^\n]*/.exec(types)?.[0] ?? ""
  expect(fragment).toContain("readonly replyTime: string")

  const tsc = runInCopy(dir, ["node_modules/typescript/bin/tsc", "--noEmit", "-p", "."], {}, 120_000)
  expect([tsc.status, tsc.stdout]).toEqual([0, ""])
}, 400_000)
