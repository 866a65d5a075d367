// The shell's page names its entry script, it does not run or fetch it (issue 23): the page's own loader (the last
// script of shell/index.html) fetches and runs it, at once on an app page and only after the first paint on a page
// the gateway rendered. As a `defer` script, the entry (the federation runtime, ~100 KB of JavaScript) ran as soon as
// the stylesheets arrived, before the browser painted the finished server HTML: on a slow phone the page stayed blank
// for as long as it took to evaluate. As a preload (even at low priority) it was fetched beside the page's stylesheet
// before the first paint, sharing a slow phone's bandwidth with what the paint waits for (Lighthouse's simulated
// LCP on a 1.6 Mbps link counted it: 0.91-0.96 s against a first paint of 0.76-0.81 s). So a meta element names it.
import rspack from '@rspack/core';

const PLUGIN = 'EntryMetaPlugin';

export class EntryMetaPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tap(PLUGIN, (data) => {
        const scripts = data.assetTags.scripts;
        if (scripts.length !== 1) throw new Error(`${PLUGIN}: the page has ${scripts.length} entry scripts, its loader runs exactly one`);
        const [script] = scripts;
        scripts[0] = { ...script, tagName: 'meta', voidTag: true, attributes: { name: 'app-entry', content: script.attributes.src } };
        return data;
      });
    });
  }
}
