// Types of page-styles-plugin.mjs for the TypeScript that imports it (the gateway's tests of the build scripts).

/** The page-styles.json of a build (its shape is read by gateway/src/ssr/page-stylesheets.ts). */
export function pageStyles(json: unknown, options: { name: string; host?: boolean; screens?: Map<string, string> }): unknown;

export class PageStylesPlugin {
  constructor(options: { appDir: string; host?: boolean });
  apply(compiler: unknown): void;
}
