import panelsCss from './widget-panels.css?raw';
import css from './widget.css?raw';

/**
 * Gives `host` an open shadow root holding the widget's stylesheets and the element React renders
 * into, and returns that element. The stylesheets are one <style> inside the shadow root, so nothing
 * is added to the page's <head> or to `document.adoptedStyleSheets`. A host that already has a shadow root (a
 * re-run, or declarative shadow DOM) has it emptied and reused.
 */
export function attachWidgetShadow(host: HTMLElement): HTMLElement {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = `${css}\n${panelsCss}`;
  const mount = document.createElement('div');
  shadow.replaceChildren(style, mount);
  return mount;
}
