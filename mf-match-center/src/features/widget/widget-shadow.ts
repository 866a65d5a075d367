import panelsCss from './widget-panels.css?raw';
import css from './widget.css?raw';

/**
 * Gives `host` an open shadow root holding the widget's stylesheet and the element React renders
 * into, and returns that element. The stylesheet is a constructed one adopted by the shadow root: a
 * Content-Security-Policy governs <style> elements but not constructed sheets, so the widget keeps its
 * looks on our own strict pages (`style-src 'self'`) and on embedding sites with a strict policy, and
 * nothing is added to the page's <head> or to `document.adoptedStyleSheets`. A host that already has a
 * shadow root (a re-run, or declarative shadow DOM) has it emptied and reused.
 */
export function attachWidgetShadow(host: HTMLElement): HTMLElement {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`${css}\n${panelsCss}`);
  shadow.adoptedStyleSheets = [sheet];
  const mount = document.createElement('div');
  shadow.replaceChildren(mount);
  return mount;
}
