/** Jest for views and logic (Gatsby's unit-testing recipe, adapted to Jest 30): https://www.gatsbyjs.com/docs/how-to/testing/unit-testing/ */
/** @type {import("jest").Config} */
const config = {
  testEnvironment: "jsdom",
  // Every core: Jest's default leaves one free, which halves a two-core machine for `npm test`.
  maxWorkers: "100%",
  roots: ["<rootDir>/__tests__"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/__tests__/support/jest-preprocess.cjs" },
  // ES modules Jest must transform: decap-cms-core's YAML formatter (__tests__/content-model/cms-round-trip.test.ts),
  // Netlify's _headers parser with its dependencies, png-to-ico (gatsby-node.ts draws the icons with it).
  transformIgnorePatterns: [
    "node_modules/(?!(decap-cms-app/node_modules/decap-cms-core|decap-cms-core|@netlify/headers-parser|escape-string-regexp|smol-toml|png-to-ico)/)",
  ],
  moduleNameMapper: { "\\.(css)$": "identity-obj-proxy", "^gatsby$": "<rootDir>/src/admin/gatsby-stand-in.tsx" },
  setupFilesAfterEnv: ["<rootDir>/__tests__/support/setup-tests.ts"],
}

export default config
