// Babel transform for Jest: the same preset Gatsby compiles the site with.
module.exports = require("babel-jest").default.createTransformer({
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic" }], "@babel/preset-typescript"],
})
