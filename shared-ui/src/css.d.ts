// Stylesheets are imported for their side effect; Rspack and Rsbuild bundle them natively.
declare module '*.css';
