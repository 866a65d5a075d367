// CSS Modules: each component's class names are scoped by the bundler and typed as a map here.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
