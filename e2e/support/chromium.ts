import fs from 'node:fs';

/** Debian's chromium unless CHROMIUM_PATH says otherwise; Playwright never downloads a browser here. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/**
 * Chromium's features Playwright turns off (its chromiumSwitches, Playwright 1.65): a second `--disable-features`
 * replaces the first instead of adding to it, so ours repeats them.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

/**
 * Chromium 156 builds the address bar's suggestion popup (a WebUI page with ~60 stylesheet modules, in a renderer of
 * its own) for every new window, so for every browser context a test or a bench visit opens, headless or not:
 * 290 ms and 0.5 s of CPU per context here, against 200 ms and 0.35 s without it. Nobody sees that popup headless;
 * on the 2-core machine it ran beside the page under test (a 9-spec e2e subset: 150 s -> 114 s).
 */
const UNSEEN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/** The flags of every Chromium the e2e suite and the benches start: no sandbox, GPU, QUIC, background traffic or unseen UI. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_BROWSER_UI].join(',')}`,
];
