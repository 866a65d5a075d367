// CSS Modules: each component's class names are scoped by the bundler and typed as a map here.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

// A stylesheet as text (`import css from './widget.css?raw'`): the widget puts it in its own shadow root
// instead of letting the bundler inject it into the page's <head>.
declare module '*.css?raw' {
  const text: string;
  export default text;
}
