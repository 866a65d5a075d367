// The shell's page names its entry script as a preload, not as a script to run (issue 23): the page's own
// loader (the last script of shell/index.html) runs it, at once on an app page and only after the first paint
// on a page the gateway rendered. As a `defer` script, the entry (the federation runtime, ~100 KB of
// JavaScript) ran as soon as the stylesheets arrived, before the browser painted the finished server HTML: on a
// slow phone the page stayed blank for as long as it took to evaluate. Low priority: the page's stylesheets
// come first (a preload is otherwise fetched as urgently as they are).
import rspack from '@rspack/core';

const PLUGIN = 'EntryPreloadPlugin';

export class EntryPreloadPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tap(PLUGIN, (data) => {
        const scripts = data.assetTags.scripts;
        if (scripts.length !== 1) throw new Error(`${PLUGIN}: the page has ${scripts.length} entry scripts, its loader runs exactly one`);
        const [script] = scripts;
        scripts[0] = { ...script, tagName: 'link', voidTag: true, attributes: { rel: 'preload', as: 'script', href: script.attributes.src, fetchpriority: 'low' } };
        return data;
      });
    });
  }
}
