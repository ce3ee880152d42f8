import { act } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { renderToString } from "react-dom/server"

import { Prerendered } from "../../src/components/Prerendered/Prerendered"

// React's act() outside Testing Library's render.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** Counts its renders: the proof that React skipped the components inside. (After a client-side navigation they render as usual:
 * the visitor flows reach the home page's sections that way, e2e/visitor-flows.spec.ts.) */
let renders = 0
function Counted({ text }: { text: string }) {
  renders++
  return <p>{text}</p>
}

const page = (text: string) => (
  <main>
    <Prerendered>
      <Counted text={text} />
    </Prerendered>
  </main>
)

beforeEach(() => {
  renders = 0
  document.body.innerHTML = ""
})

test("on a first load React adopts the server's HTML without running the components inside", async () => {
  const container = document.createElement("div")
  container.innerHTML = renderToString(page("vom Server"))
  document.body.append(container)
  renders = 0
  const errors: unknown[] = []
  await act(async () => {
    hydrateRoot(container, page("vom Server"), { onRecoverableError: (error) => errors.push(error) })
  })
  expect(renders).toBe(0)
  expect(errors).toEqual([])
  expect(container.querySelector("p")?.textContent).toBe("vom Server")
})

// A box that takes the focus only so the keyboard can scroll it is allowed: ReportView.test.tsx renders the report's inside.
test("outside production builds, something interactive inside fails loudly, as it would get no handler on a first load", async () => {
  // React hands the effect's error to onUncaughtError, which act() throws.
  const root = createRoot(document.createElement("div"), { onUncaughtError: () => undefined })
  const rendering = async () =>
    act(async () => {
      root.render(
        <Prerendered>
          <button type="button">Einstellungen</button>
        </Prerendered>,
      )
    })
  await expect(rendering()).rejects.toThrow(/<button>/)
})
