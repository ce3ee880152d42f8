// CSS Modules as Gatsby 5 compiles them: named exports, one per class.
declare module "*.module.css" {
  const classes: { readonly [key: string]: string }
  export = classes
}
