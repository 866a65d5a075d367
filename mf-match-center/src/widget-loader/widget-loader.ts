// widget.js: the one classic script an embedding page includes. It is a tiny federation host of its
// own: it loads the mf_match_center remote from the origin it was itself loaded from and lets the
// remote define <match-center-widget>. A redeployed remote reaches every embedding page on its next
// load, without a change to the snippet. Built alone (an IIFE, see rspack.config.mjs): it declares no
// global of its own.
import { createInstance } from '@module-federation/enhanced/runtime';
import type * as WidgetModule from '../widget';

/** Only readable while the script first runs (null in callbacks), hence read at once. */
const script = document.currentScript;

async function loadWidget(src: string): Promise<void> {
  const origin = new URL(src, location.href).origin;
  // No `shared` of its own: the remote falls back to the React and shared-domain it was built with.
  const federation = createInstance({
    name: 'match_center_widget',
    remotes: [{ name: 'mf_match_center', entry: `${origin}/remotes/mf-match-center/mf-manifest.json` }],
  });
  const widget = await federation.loadRemote<typeof WidgetModule>('mf_match_center/widget');
  if (!widget) throw new Error('mf_match_center did not provide its widget');
  widget.defineMatchCenterWidget({ baseUrl: origin });
}

if (script instanceof HTMLScriptElement && script.src) {
  loadWidget(script.src).catch((error: unknown) => console.error('The match centre widget could not be loaded.', error));
} else {
  console.error('The match centre widget must be included as a classic script: <script src=".../widget.js" defer></script>.');
}
