import { createRoot, type Root } from 'react-dom/client';
import { LiveMatchWidget } from './components/live-match-widget';
import { widgetTheme } from './components/match-widget';
import { attachWidgetShadow } from './widget-shadow';

/** The custom element embedding pages write: `<match-center-widget tournament-id match-id theme>`. */
const MATCH_CENTER_WIDGET_TAG = 'match-center-widget';

export interface MatchCenterWidgetOptions {
  /** Origin of the gateway the widget reads from (the loader passes the origin it was loaded from). */
  baseUrl: string;
}

function widgetElementClass(baseUrl: string): CustomElementConstructor {
  return class MatchCenterWidgetElement extends HTMLElement {
    static readonly observedAttributes = ['tournament-id', 'match-id', 'theme'];
    readonly #mount = attachWidgetShadow(this);
    #root: Root | null = null;

    connectedCallback(): void {
      this.#root ??= createRoot(this.#mount);
      this.#render();
    }

    disconnectedCallback(): void {
      // A move (removed and inserted again in the same task) keeps its root, its state and its stream.
      queueMicrotask(() => {
        if (this.isConnected || !this.#root) return;
        this.#root.unmount();
        this.#root = null;
      });
    }

    attributeChangedCallback(): void {
      this.#render();
    }

    #render(): void {
      this.#root?.render(
        <LiveMatchWidget
          baseUrl={baseUrl}
          tournamentId={this.getAttribute('tournament-id')}
          matchId={this.getAttribute('match-id')}
          theme={widgetTheme(this.getAttribute('theme'))}
        />,
      );
    }
  };
}

/**
 * Defines `<match-center-widget>` reading from `baseUrl`. Idempotent: when the name is already
 * defined (a second call, a second copy of the loader) nothing changes. Elements already on the page
 * upgrade at once; each renders its own React root inside its open shadow root, and unmounts (ending
 * its live subscription) when removed.
 * @example defineMatchCenterWidget({ baseUrl: 'https://tournaments.example' })
 */
export function defineMatchCenterWidget({ baseUrl }: MatchCenterWidgetOptions): void {
  if (typeof customElements === 'undefined' || customElements.get(MATCH_CENTER_WIDGET_TAG)) return;
  customElements.define(MATCH_CENTER_WIDGET_TAG, widgetElementClass(baseUrl));
}
