// Babel transform for Jest: the same preset Gatsby compiles the site with.
// Presets by resolved path, so dependency checks (knip) see them as used.
module.exports = require("babel-jest").default.createTransformer({
  presets: [[require.resolve("babel-preset-gatsby"), { reactRuntime: "automatic" }], require.resolve("@babel/preset-typescript")],
})
