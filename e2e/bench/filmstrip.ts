import type { Browser, BrowserContext } from '@playwright/test';

/**
 * A filmstrip of a cold navigation (issue 23): what a visitor sees every `intervalMs` from navigation
 * start, as screenshots, each with a computed verdict of whether the page was styled at that moment.
 *
 * Method. Two recordings of one load in a fresh context (empty cache, no storage):
 * - Pictures: Chrome's screencast (CDP `Page.startScreencast`) sends a PNG each time the compositor
 *   produces a new frame, with the wall-clock time of that frame. The filmstrip shows, at every
 *   `intervalMs` tick, the last frame produced at or before it (how Lighthouse and WebPageTest cut theirs).
 * - Verdicts: a script added before any of the page's own (addInitScript) runs a requestAnimationFrame
 *   loop, i.e. once before every rendering opportunity, and records at each one, with its wall-clock time:
 *   whether anything was painted yet (a `paint` PerformanceObserver: first-paint), the stylesheets that
 *   had applied (`document.styleSheets` whose rules are readable) and, whenever the document changed, the
 *   class names its elements under #root used. Once the page has settled, the classes each stylesheet
 *   defines are read. A frame is *unstyled* when, after first paint, an element on it carried a class that
 *   the page's stylesheets define in the end, but none of the stylesheets applied at that moment did: the
 *   element was painted without the rules the finished page gives it (a server-rendered page whose head
 *   lacks a screen's stylesheet, or a screen shown before its CSS chunk). Before first paint nothing is on
 *   the screen (verdict `blank`), and a painted frame whose classes all had their rules is `styled`. Classes
 *   no stylesheet defines (hooks for tests or scripts) are never counted. The font and colours the shell's
 *   base sheet sets are covered too: that sheet defines the header's and footer's classes.
 *   The rendering opportunity the verdict of a tick is taken from is the last one at or before the tick.
 *
 * Pass `prepare` to change the context before the load (e.g. to route requests in a control experiment).
 */
export interface FilmstripFrame {
  /** ms from navigation start (the tick the frame is shown at). */
  atMs: number;
  png: Buffer;
  verdict: 'blank' | 'styled' | 'unstyled';
  /** For an unstyled frame: classes painted without the stylesheet that defines them (a few). */
  missing: string[];
}

export interface FilmstripOptions {
  intervalMs?: number;
  /** Filming ends once the page painted and neither its elements nor its stylesheets changed for this long after the load event. */
  quietMs?: number;
  viewport?: { width: number; height: number };
  prepare?: (context: BrowserContext) => Promise<void>;
}

interface Sample {
  /** Wall-clock ms (performance.timeOrigin + now). */
  at: number;
  painted: boolean;
  sheets: string[];
  /** Index into `classSets`: the classes used under #root at that moment. */
  classes: number;
}

interface Recording {
  navigationStart: number;
  samples: Sample[];
  classSets: string[][];
  /** The classes each stylesheet defines, by href ('inline' for <style> elements). */
  defined: Record<string, string[]>;
}

/**
 * Sent as source text (tsx's transform would wrap inner named functions in a helper the page lacks).
 * A stylesheet counts as applied once its rules are readable (`sheet.cssRules`): a link still loading has
 * none. Classes are read only when a MutationObserver saw the document change since the last frame.
 */
const RECORDER = `(() => {
  const samples = [];
  const classSets = [];
  let dirty = true;
  let painted = false;
  let classes = -1;
  new PerformanceObserver((list) => { if (list.getEntries().length) painted = true; }).observe({ type: 'paint', buffered: true });
  new MutationObserver(() => { dirty = true; }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
  const sheetKey = (sheet) => sheet.href || 'inline';
  const applied = () => {
    const hrefs = [];
    for (const sheet of document.styleSheets) {
      try { if (sheet.cssRules) hrefs.push(sheetKey(sheet)); } catch (e) { /* not readable yet */ }
    }
    return hrefs;
  };
  const usedClasses = () => {
    const used = new Set();
    const root = document.getElementById('root');
    if (root) for (const element of root.querySelectorAll('[class]')) for (const name of element.classList) used.add(name);
    return [...used];
  };
  let lastChange = 0;
  let lastSheets = '';
  const tick = () => {
    const sheets = applied();
    if (dirty || sheets.join(' ') !== lastSheets) lastChange = performance.now();
    if (dirty) { classSets.push(usedClasses()); classes = classSets.length - 1; dirty = false; }
    lastSheets = sheets.join(' ');
    samples.push({ at: performance.timeOrigin + performance.now(), painted, sheets, classes });
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  window.__filmstrip = {
    quietFor() { return painted ? performance.now() - lastChange : 0; },
    read() {
      const defined = {};
      const collect = (rules, names) => {
        for (const rule of rules) {
          if (rule.selectorText) for (const match of rule.selectorText.matchAll(/\\.(-?[_a-zA-Z][\\w-]*)/g)) names.add(match[1]);
          if (rule.cssRules) collect(rule.cssRules, names);
        }
      };
      for (const sheet of document.styleSheets) {
        const names = new Set();
        try { collect(sheet.cssRules, names); } catch (e) { /* unreadable */ }
        defined[sheetKey(sheet)] = [...names];
      }
      return { navigationStart: performance.timeOrigin, samples, classSets, defined };
    },
  };
})();`;

/** What RECORDER leaves on the page. */
interface FilmstripWindow {
  __filmstrip: { quietFor(): number; read(): Recording };
}

interface ScreencastFrame {
  /** Wall-clock ms. */
  at: number;
  png: Buffer;
}

/** The verdict of one moment of the recording, from the last sample at or before `at`. */
function verdictAt(recording: Recording, at: number): Pick<FilmstripFrame, 'verdict' | 'missing'> {
  let sample: Sample | undefined;
  for (const s of recording.samples) if (s.at <= at) sample = s;
  if (!sample || !sample.painted || sample.classes < 0) return { verdict: 'blank', missing: [] };
  const definedInTheEnd = new Set(Object.values(recording.defined).flat());
  const definedThen = new Set(sample.sheets.flatMap((href) => recording.defined[href] ?? []));
  const missing = (recording.classSets[sample.classes] ?? []).filter((name) => definedInTheEnd.has(name) && !definedThen.has(name));
  return missing.length > 0 ? { verdict: 'unstyled', missing: missing.slice(0, 5) } : { verdict: 'styled', missing: [] };
}

/**
 * Films a cold load of `url` (see above) and judges every frame.
 * @example const frames = await recordFilmstrip(browser, `${base}/public/tournaments/${id}`, { intervalMs: 100 });
 * frames.filter((f) => f.verdict === 'unstyled') // → [] when the page arrives styled
 */
export async function recordFilmstrip(browser: Browser, url: string, options: FilmstripOptions = {}): Promise<FilmstripFrame[]> {
  const { intervalMs = 100, quietMs = 1000, viewport = { width: 412, height: 823 } } = options;
  const context = await browser.newContext({ viewport });
  try {
    await options.prepare?.(context);
    await context.addInitScript({ content: RECORDER });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const shots: ScreencastFrame[] = [];
    cdp.on('Page.screencastFrame', (frame) => {
      shots.push({ at: (frame.metadata.timestamp ?? Date.now() / 1000) * 1000, png: Buffer.from(frame.data, 'base64') });
      void cdp.send('Page.screencastFrameAck', { sessionId: frame.sessionId }).catch(() => undefined);
    });
    await cdp.send('Page.startScreencast', { format: 'png', everyNthFrame: 1 });
    await page.goto(url, { waitUntil: 'load' });
    // A function, not source text: the page's Content-Security-Policy forbids evaluating strings in it.
    await page.waitForFunction((ms) => (window as unknown as FilmstripWindow).__filmstrip.quietFor() >= ms, quietMs, { polling: 100, timeout: 30_000 });
    await cdp.send('Page.stopScreencast');
    const recording = await page.evaluate(() => (window as unknown as FilmstripWindow).__filmstrip.read());
    const end = Math.max(recording.samples.at(-1)?.at ?? 0, shots.at(-1)?.at ?? 0);
    const frames: FilmstripFrame[] = [];
    for (let at = recording.navigationStart; at <= end; at += intervalMs) {
      const shot = shots.filter((s) => s.at <= at).at(-1);
      if (!shot) continue;
      frames.push({ atMs: Math.round(at - recording.navigationStart), png: shot.png, ...verdictAt(recording, at) });
    }
    return frames;
  } finally {
    await context.close();
  }
}
