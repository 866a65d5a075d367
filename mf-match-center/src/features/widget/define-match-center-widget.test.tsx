import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicMatchView } from 'shared-domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineMatchCenterWidget } from './define-match-center-widget';
import { finishedView, liveView } from './testing/match-views';

/** Stands in for the browser's EventSource: tests push events by hand and see which streams are open. */
class FakeEventSource extends EventTarget {
  static readonly CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = 0;
  constructor(readonly url: string) {
    super();
    FakeEventSource.all.push(this);
  }
  push(type: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  /** The stream opened (again). */
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  /** The connection dropped; the browser retries by itself. */
  drop() {
    this.readyState = 0;
    this.dispatchEvent(new Event('error'));
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}
const openStreams = () => FakeEventSource.all.filter((source) => source.readyState !== FakeEventSource.CLOSED);

/** The tag embedding pages write: part of the public contract, so spelled out here. */
const MATCH_CENTER_WIDGET_TAG = 'match-center-widget';
const BASE = 'https://tournaments.example';
const matchUrl = (t: string, m: string) => `${BASE}/api/public/tournaments/${t}/matches/${m}`;
/** What the fake gateway answers per match URL: a view, or 404 when absent. */
let views: Map<string, PublicMatchView>;
const fetchMock = vi.fn(async (url: string) => {
  const view = views.get(url);
  return view ? new Response(JSON.stringify(view), { status: 200 }) : new Response('{}', { status: 404 });
});

const t = finishedView.tournament.id;
const m = finishedView.match.id;
/** Placed before the element is defined: it must upgrade when the definition arrives. */
let early: HTMLElement;

beforeAll(() => {
  early = document.createElement(MATCH_CENTER_WIDGET_TAG);
  document.body.append(early);
});
beforeEach(() => {
  FakeEventSource.all = [];
  views = new Map([[matchUrl(t, m), finishedView]]);
  fetchMock.mockClear();
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('fetch', fetchMock);
  defineMatchCenterWidget({ baseUrl: BASE });
});
afterEach(async () => {
  document.body.replaceChildren();
  // Let the removed elements unmount (a microtask) and close their streams before the next test.
  await Promise.resolve();
  vi.unstubAllGlobals();
});

function widget(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement(MATCH_CENTER_WIDGET_TAG);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}
const inside = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);
const scoreOf = (element: HTMLElement) => element.shadowRoot?.querySelector('[part="score"]')?.textContent;

describe('<match-center-widget>', () => {
  it('is defined once: a second definition, even with another gateway, changes nothing', () => {
    const defined = customElements.get(MATCH_CENTER_WIDGET_TAG);
    expect(defined).toBeDefined();
    expect(() => defineMatchCenterWidget({ baseUrl: 'https://elsewhere.example' })).not.toThrow();
    expect(customElements.get(MATCH_CENTER_WIDGET_TAG)).toBe(defined);
  });

  it('upgrades an element placed before the definition (it has no match: "Match not available")', async () => {
    expect(early.shadowRoot).not.toBeNull();
    document.body.append(early);
    expect(await inside(early).findByText('Match not available')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('renders the match in an open shadow root that adopts its own stylesheet, adding nothing to <head>', async () => {
    const head = document.head.innerHTML;
    const element = widget({ 'tournament-id': t, 'match-id': m });
    const shadow = element.shadowRoot!;
    expect(shadow.mode).toBe('open');
    // (Vitest stubs stylesheets, `?raw` ones included, with empty text: the build inlines widget.css here.)
    expect(shadow.adoptedStyleSheets).toHaveLength(1);
    expect(shadow.adoptedStyleSheets[0]).toBeInstanceOf(CSSStyleSheet);
    expect(shadow.querySelector('style')).toBeNull();
    await waitFor(() => expect(scoreOf(element)).toBe('2 – 1'));
    expect(fetchMock).toHaveBeenCalledWith(matchUrl(t, m), expect.anything());
    expect(inside(element).getAllByText('Arsenal').length).toBeGreaterThan(0);
    expect(document.head.innerHTML).toBe(head);
    expect(element.children).toHaveLength(0);
  });

  it('renders again when its attributes change: another match, another theme', async () => {
    const other = { ...liveView, match: { ...liveView.match, id: 'm_other', homeGoals: 3, awayGoals: 3 } };
    views.set(matchUrl(t, 'm_other'), other);
    const element = widget({ 'tournament-id': t, 'match-id': m });
    await waitFor(() => expect(scoreOf(element)).toBe('2 – 1'));
    const container = () => element.shadowRoot!.querySelector<HTMLElement>('[part="container"]')!;
    expect(container().dataset.theme).toBe('bright');
    element.setAttribute('match-id', 'm_other');
    element.setAttribute('theme', 'dark');
    await waitFor(() => expect(scoreOf(element)).toBe('3 – 3'));
    expect(container().dataset.theme).toBe('dark');
  });

  it('shows "Match not available" for a private or missing match (404)', async () => {
    const element = widget({ 'tournament-id': t, 'match-id': 'm_private' });
    expect(await inside(element).findByText('Match not available')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(matchUrl(t, 'm_private'), expect.anything());
  });

  it('follows live changes, several widgets sharing one stream, which closes when the last one goes', async () => {
    const first = widget({ 'tournament-id': t, 'match-id': m });
    const second = widget({ 'tournament-id': t, 'match-id': m, theme: 'dark' });
    await waitFor(() => expect([scoreOf(first), scoreOf(second)]).toEqual(['2 – 1', '2 – 1']));
    expect(FakeEventSource.all.map((source) => source.url)).toEqual([`${BASE}/api/public/tournaments/${t}/events`]);

    views.set(matchUrl(t, m), { ...finishedView, match: { ...finishedView.match, homeGoals: 3 } });
    FakeEventSource.all[0]!.push('change', { tournamentId: t, matchId: m });
    await waitFor(() => expect([scoreOf(first), scoreOf(second)]).toEqual(['3 – 1', '3 – 1']));

    first.remove();
    await Promise.resolve();
    expect(openStreams()).toHaveLength(1);
    second.remove();
    await waitFor(() => expect(openStreams()).toHaveLength(0));
    expect(second.shadowRoot!.querySelector('[part="container"]')).toBeNull();
  });

  it('says "Reconnecting…" while its stream is down, never on the first connect', async () => {
    const element = widget({ 'tournament-id': t, 'match-id': m });
    await waitFor(() => expect(scoreOf(element)).toBe('2 – 1'));
    const stream = FakeEventSource.all[0]!;
    expect(inside(element).queryByRole('status')).toBeNull();
    stream.open();
    stream.drop();
    expect((await inside(element).findByRole('status')).textContent).toBe('Reconnecting…');
    // The score stays readable meanwhile.
    expect(scoreOf(element)).toBe('2 – 1');
    stream.open();
    await waitFor(() => expect(inside(element).queryByRole('status')).toBeNull());
  });

  it('keeps its state when moved within the page', async () => {
    const element = widget({ 'tournament-id': t, 'match-id': m });
    await waitFor(() => expect(scoreOf(element)).toBe('2 – 1'));
    await userEvent.click(inside(element).getByRole('tab', { name: 'Lineups' }));
    const box = document.createElement('section');
    document.body.append(box);
    box.append(element);
    await Promise.resolve();
    expect(inside(element).getByRole('tab', { name: 'Lineups' }).getAttribute('aria-selected')).toBe('true');
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(openStreams()).toHaveLength(1);
  });
});
