// Types of page-styles-plugin.mjs for the TypeScript that imports it (the gateway's tests of the build scripts).

interface Sheet {
  file: string;
  chunk: string;
}

interface Styles {
  own: Sheet[];
  shared: Record<string, Sheet[]>;
}

export interface PageStyles {
  name: string;
  provides: Record<string, Sheet[]>;
  start?: Styles;
  screens: Record<string, Styles>;
}

export function pageStyles(json: unknown, options: { name: string; host?: boolean; screens?: Map<string, string> }): PageStyles;

export class PageStylesPlugin {
  constructor(options: { appDir: string; host?: boolean });
  apply(compiler: unknown): void;
}
