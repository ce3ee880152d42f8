// CSS Modules as Gatsby 5 compiles them: named exports, one per class.
declare module "*.module.css" {
  const classes: { readonly [key: string]: string }
  export = classes
}

// Fonts as webpack's file loader gives them: the URL of the emitted, content-hashed file.
declare module "*.woff2" {
  const url: string
  export default url
}
