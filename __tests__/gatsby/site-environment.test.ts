import { resolveSiteEnvironment } from "../../gatsby/site-environment"

describe("resolveSiteEnvironment", () => {
  test.each([
    [{}, "development"],
    [{ CONTEXT: "production" }, "production"],
    [{ CONTEXT: "deploy-preview" }, "preview"],
    [{ CONTEXT: "branch-deploy" }, "preview"],
    [{ CONTEXT: "dev" }, "development"],
    [{ CONTEXT: "something-new" }, "development"],
    [{ CONTEXT: "deploy-preview", SITE_ENV: "production" }, "production"],
    [{ SITE_ENV: " preview " }, "preview"],
    [{ SITE_ENV: "", CONTEXT: "production" }, "production"],
  ])("%j → %s", (env, expected) => {
    expect(resolveSiteEnvironment(env)).toBe(expected)
  })

  test("an unknown SITE_ENV is an error naming the allowed values", () => {
    expect(() => resolveSiteEnvironment({ SITE_ENV: "prod" })).toThrow(
      'SITE_ENV="prod" ist ungültig. Erlaubt sind "production", "preview", "development".',
    )
  })
})
