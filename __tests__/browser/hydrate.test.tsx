import { createElement } from "react"

jest.mock("react-dom/client", () => ({ createRoot: jest.fn(), hydrateRoot: jest.fn() }))
jest.mock("react", () => {
  const actual = jest.requireActual("react")
  return { ...actual, startTransition: jest.fn((scope: () => void) => scope()) }
})

import * as React from "react"
import * as client from "react-dom/client"

import { hydrateInTransition } from "../../src/hydrate"

const createRoot = client.createRoot as jest.Mock
const hydrateRoot = client.hydrateRoot as jest.Mock
const startTransition = React.startTransition as unknown as jest.Mock

beforeEach(() => {
  jest.clearAllMocks()
  document.body.innerHTML = ""
})

test("prerendered page: hydrateRoot runs inside startTransition (sliced, not one long task)", () => {
  document.body.innerHTML = '<div id="___gatsby"><div id="gatsby-focus-wrapper"><main>Inhalt</main></div></div>'
  const container = document.getElementById("___gatsby")!
  const element = createElement("main", null, "Inhalt")
  let hydratedInside = false
  hydrateRoot.mockImplementation(() => {
    hydratedInside = startTransition.mock.calls.length === 1
  })
  hydrateInTransition(element, container)
  expect(hydrateRoot).toHaveBeenCalledWith(container, element)
  expect(hydratedInside).toBe(true)
  expect(createRoot).not.toHaveBeenCalled()
})

test("no prerendered markup: a fresh render, as Gatsby does", () => {
  document.body.innerHTML = '<div id="___gatsby"><div id="gatsby-focus-wrapper"></div></div>'
  const render = jest.fn()
  createRoot.mockReturnValue({ render })
  const container = document.getElementById("___gatsby")!
  const element = createElement("p")
  hydrateInTransition(element, container)
  expect(createRoot).toHaveBeenCalledWith(container)
  expect(render).toHaveBeenCalledWith(element)
  expect(hydrateRoot).not.toHaveBeenCalled()
})
