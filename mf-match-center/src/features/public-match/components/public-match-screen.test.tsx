import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { DataProvider, configureData } from 'shared-data';
import type { PublicMatchView } from 'shared-domain';
import { useScreenTitle } from 'shared-ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverMatchViewKey, type ServedMatchView } from '../api/server-match-view';
import { arsenalBrentford as view } from '../testing/public-match-view';
import { PublicMatchScreen } from './public-match-screen';

/** The page's live connections (the browser's EventSource stands in), so a test can push a change. */
let streams: EventTarget[];
class EventSourceStub extends EventTarget {
  constructor() {
    super();
    streams.push(this);
  }
  close() {}
}
const pushChange = (data: unknown) => streams[0]!.dispatchEvent(new MessageEvent('change', { data: JSON.stringify(data) }));

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
/** The gateway's next answers about the match, in order. */
let matchAnswers: Response[];
/** Queues the gateway's next answer about the match: a JSON body with its status. */
const answer = (body: unknown, status = 200) => matchAnswers.push(json(body, status));
/** The tournament's public document (what an organizer's address is checked against); its organizer is "Rovers FC". */
let tournamentAnswer: () => Response;
const tournamentDocument = (organizer: { id: string; name: string } | null) => ({ tournament: { id: 't1', name: 'Spring Cup' }, matches: [], teams: [], organizer });

beforeEach(() => {
  configureData({ gatewayUrl: 'https://gw.example', region: 'eu-west-1', bucket: 'media', tablePrefix: 'test-' });
  streams = [];
  matchAnswers = [];
  tournamentAnswer = () => json(tournamentDocument({ id: 'org', name: 'Rovers FC' }));
  fetchMock.mockReset();
  // The two reads may start in either order: each URL gets its own answers.
  fetchMock.mockImplementation(async (url) => {
    if (/\/api\/public\/tournaments\/[^/]+$/.test(url)) return tournamentAnswer();
    const next = matchAnswers.shift();
    if (!next) throw new Error(`no answer queued for ${url}`);
    return next;
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('EventSource', EventSourceStub);
});
afterEach(() => vi.unstubAllGlobals());

/** What the shell's tab shows (the screen's own title). */
function TabTitle() {
  return <output aria-label="Tab title">{useScreenTitle()}</output>;
}

function renderPage(path = '/public/tournaments/t1/matches/m1', client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return render(
    <DataProvider client={client}>
      <TabTitle />
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/public/tournaments/:tournamentId/matches/:matchId" element={<PublicMatchScreen />} />
          <Route path="/:orgName/:tournamentId/matches/:matchId" element={<PublicMatchScreen />} />
        </Routes>
      </MemoryRouter>
    </DataProvider>,
  );
}

async function renderLoaded(path?: string) {
  answer(view);
  renderPage(path);
  await screen.findByRole('heading', { level: 1, name: 'Arsenal vs Brentford' });
}

const linkTo = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('PublicMatchScreen', () => {
  it('reads the public view of the match and shows the header with team, tournament and round', async () => {
    await renderLoaded();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['https://gw.example/api/public/tournaments/t1/matches/m1']);
    const header = screen.getByRole('region', { name: 'Match summary' });
    expect(within(header).getByRole('img', { name: 'Score 2 – 1' })).toBeTruthy();
    expect(within(header).getByText('Finished')).toBeTruthy();
    expect(within(header).getByText('Emirates Stadium')).toBeTruthy();
    expect(within(header).getByText('Michael Oliver')).toBeTruthy();
    // In the tournament's zone with its name there (March in London: GMT).
    expect(within(header).getByText('18:30 GMT')).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Arsenal' }).getAttribute('href')).toBe('/public/teams/a');
    expect(within(header).getByRole('link', { name: 'Brentford' }).getAttribute('href')).toBe('/public/teams/b');
    expect(header.querySelector('img[src="https://gw.example/media/a.png"]')).not.toBeNull();
    expect(linkTo('← Spring Cup')).toBe('/public/tournaments/t1');
    expect(screen.getByText('Tour 3')).toBeTruthy();
  });

  it('lists the goals in minute order with the running score, linking public scorers only', async () => {
    await renderLoaded();
    const items = within(screen.getByRole('list', { name: 'Goals in minute order' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      "12'Ivan Toney (Penalty) · BrentfordScore after this goal: 0 – 1",
      "30'Unknown scorer · ArsenalScore after this goal: 1 – 1",
      "70'Bukayo Saka · assist Martin Odegaard · ArsenalScore after this goal: 2 – 1",
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Ivan Toney' }).getAttribute('href')).toBe('/public/players/p3');
    expect(within(items[1]!).queryByRole('link')).toBeNull();
  });

  it('shows an own goal on the side it counts for, naming the scorer’s own team (issue 22)', async () => {
    // Arsenal's second goal was put in by Brentford's Ivan Toney.
    const ownGoal = { id: 'g4', team: 'home' as const, minute: 80, type: 'own_goal' as const, scorerId: 'p3', scorer: 'Ivan Toney', assist: null };
    answer({ ...view, match: { ...view.match, homeGoals: 3 }, goals: [...view.goals, ownGoal] });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Arsenal vs Brentford' });
    const items = within(screen.getByRole('list', { name: 'Goals in minute order' })).getAllByRole('listitem');
    expect(items.at(-1)!.textContent).toBe("80'Ivan Toney (own goal, Brentford)Score after this goal: 3 – 1");
    expect(items.at(-1)!.dataset.side).toBe('home');
  });

  it('shows both lineups with numbers and positions, a non-public player as "Private player"', async () => {
    await renderLoaded();
    await userEvent.click(screen.getByRole('tab', { name: 'Lineups' }));
    const arsenal = screen.getByRole('region', { name: 'Arsenal' });
    const starting = within(within(arsenal).getByRole('list', { name: 'Starting XI' })).getAllByRole('listitem');
    expect(starting.map((item) => item.textContent)).toEqual(['7Bukayo SakaForward', '4Private playerDefender']);
    expect(within(starting[0]!).getByRole('link', { name: 'Bukayo Saka' }).getAttribute('href')).toBe('/public/players/p1');
    expect(within(starting[1]!).queryByRole('link')).toBeNull();
    expect(within(arsenal).getByRole('list', { name: 'Substitutes' }).textContent).toBe('8Martin OdegaardMidfielder');
    const brentford = screen.getByRole('region', { name: 'Brentford' });
    expect(within(brentford).getByRole('list', { name: 'Starting XI' }).textContent).toBe('17Ivan ToneyForward');
    expect(within(brentford).getByText('Not announced yet.')).toBeTruthy();
  });

  it('shows statistics read-only, a side stored without some fields reading them as defaults', async () => {
    await renderLoaded();
    await userEvent.click(screen.getByRole('tab', { name: 'Statistics' }));
    expect(screen.getByRole('img', { name: 'Possession: Arsenal 58%, Brentford 50%' })).toBeTruthy();
    const shots = screen.getByRole('rowheader', { name: 'Shots' }).closest('tr')!;
    expect(within(shots).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['12', '7']);
    const corners = screen.getByRole('rowheader', { name: 'Corners' }).closest('tr')!;
    expect(within(corners).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['6', '0']);
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });

  it('shows the content as text with its line breaks, and the video as a safe external link', async () => {
    await renderLoaded();
    await userEvent.click(screen.getByRole('tab', { name: 'Content' }));
    const content = screen.getByRole('region', { name: 'Match content' });
    expect(within(content).getByText(/Top of the table/).textContent).toBe('Top of the table.\nBoth unbeaten.');
    expect(within(content).getByText(/won it/).textContent).toBe('<b>Saka</b> <img src=x onerror=alert(1)> won it.');
    expect(content.querySelector('b, img')).toBeNull();
    const video = within(content).getByRole('link', { name: 'Watch the match video' });
    expect([video.getAttribute('href'), video.getAttribute('target'), video.getAttribute('rel')]).toEqual(['https://video.example/highlights', '_blank', 'noopener noreferrer']);
  });

  it('updates by itself when a live change names the match', async () => {
    await renderLoaded();
    answer({ ...view, match: { ...view.match, homeGoals: 3 } });
    pushChange({ tournamentId: 't1', matchId: 'm1' });
    expect(await screen.findByRole('img', { name: 'Score 3 – 1' })).toBeTruthy();
  });

  it('says "Reconnecting…" while its live stream is down, never on the first connect, and reads again once it is back', async () => {
    await renderLoaded();
    expect(screen.queryByText('Reconnecting…')).toBeNull();
    streams[0]!.dispatchEvent(new Event('error'));
    // A polite status of its own (the page has other live regions).
    expect((await screen.findByText('Reconnecting…')).getAttribute('role')).toBe('status');
    answer({ ...view, match: { ...view.match, homeGoals: 3 } });
    streams[0]!.dispatchEvent(new Event('open'));
    expect(await screen.findByRole('img', { name: 'Score 3 – 1' })).toBeTruthy();
    expect(screen.queryByText('Reconnecting…')).toBeNull();
  });

  it('says when the goals listed and the score disagree, until they agree again (issue 22)', async () => {
    await renderLoaded();
    expect(screen.queryByText(/The goals recorded make/)).toBeNull();
    answer({ ...view, match: { ...view.match, awayGoals: 2 } });
    pushChange({ tournamentId: 't1', matchId: 'm1' });
    expect(await screen.findByText('The goals recorded make Arsenal 2–1 Brentford, but the score is 2–2.')).toBeTruthy();
    answer({ ...view, match: { ...view.match, awayGoals: 2 }, goals: [...view.goals, { id: 'g4', team: 'away', minute: 90, type: 'goal', scorerId: null, scorer: null, assist: null }] });
    pushChange({ tournamentId: 't1', matchId: 'm1' });
    await waitFor(() => expect(screen.queryByText(/The goals recorded make/)).toBeNull());
    expect(screen.getByRole('img', { name: 'Score 2 – 2' })).toBeTruthy();
  });

  it('a private or missing match reads "Match Not Found" with a way home', async () => {
    answer({ message: 'Match not available' }, 404);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Match Not Found' })).toBeTruthy();
    expect(screen.getByText("The match you're looking for doesn't exist or you don't have access to it.")).toBeTruthy();
    expect(linkTo('Go to Home')).toBe('/');
  });

  it('says so when loading fails, and Try again reads the match again', async () => {
    answer('down', 503);
    answer(view);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed to load match data' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Arsenal vs Brentford' })).toBeTruthy();
  });

  it('shows a shoot-out with the score, and names an undecided playoff side without linking it', async () => {
    const shootOut = { ...view.match, homeGoals: 1, awayGoals: 1, homePenalties: 4, awayPenalties: 3 };
    answer({ ...view, match: shootOut, roundLabel: 'Final', away: { ...view.away, teamId: null, name: 'Winner of match 2' } });
    renderPage();
    const header = await screen.findByRole('region', { name: 'Match summary' });
    expect(within(header).getByRole('img', { name: 'Score 1 – 1, 4–3 on penalties' }).textContent).toBe('1–1 (4–3 pens)');
    expect(within(header).getByText('Winner of match 2').closest('a')).toBeNull();
    expect(screen.getByText('Final')).toBeTruthy();
  });
});

describe("PublicMatchScreen at an organizer's address (/:orgName/:tournamentId/matches/:matchId)", () => {
  const notFound = async (shownPath: string) => {
    expect(await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeTruthy();
    expect(screen.getByText(shownPath)).toBeTruthy();
    expect(linkTo('Go to Home')).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Arsenal vs Brentford' })).toBeNull();
  };

  it.each(['/Rovers%20FC/t1/matches/m1', '/rovers%20fc/t1/matches/m1', '/%20ROVERS%20FC%20/t1/matches/m1'])(
    "shows the match at %s, checked against the tournament's public document",
    async (path) => {
      await renderLoaded(path);
      expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual(['https://gw.example/api/public/tournaments/t1', 'https://gw.example/api/public/tournaments/t1/matches/m1']);
    },
  );

  it("is the 404 page at another organizer's name, naming the path decoded", async () => {
    answer(view);
    renderPage('/Hillside%20FC/t1/matches/m1');
    await notFound('/Hillside FC/t1/matches/m1');
  });

  it('is the 404 page for a missing match, or a tournament the public may not see', async () => {
    answer({ message: 'Match not available' }, 404);
    const missing = renderPage('/Rovers%20FC/t1/matches/m9');
    await notFound('/Rovers FC/t1/matches/m9');
    expect(screen.queryByRole('heading', { name: 'Match Not Found' })).toBeNull();
    missing.unmount();
    tournamentAnswer = () => json({ message: 'Tournament not available' }, 404);
    answer({ message: 'Match not available' }, 404);
    renderPage('/Rovers%20FC/t2/matches/m1');
    await notFound('/Rovers FC/t2/matches/m1');
  });

  it("says so when the tournament's document cannot be read, and Try again reads it again", async () => {
    tournamentAnswer = () => json('down', 503);
    answer(view);
    renderPage('/Rovers%20FC/t1/matches/m1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed to load match data' })).toBeTruthy();
    tournamentAnswer = () => json(tournamentDocument({ id: 'org', name: 'Rovers FC' }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Arsenal vs Brentford' })).toBeTruthy();
  });
});

describe('PublicMatchScreen on a page the gateway rendered', () => {
  /** The page's query cache as the shell hydrates it from the server's state: the view the page was rendered from, at version v1. */
  const served = (orgName: string | undefined, page: PublicMatchView | null) => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData<ServedMatchView>(serverMatchViewKey('t1', 'm1', orgName), { view: page, version: page ? 'v1' : null });
    return client;
  };

  it('shows the match in its first render without reading it (nor the tournament), names the tab with the score, then follows live changes', async () => {
    renderPage('/Rovers%20FC/t1/matches/m1', served('Rovers FC', view));
    expect(screen.getByRole('heading', { level: 1, name: 'Arsenal vs Brentford' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('status', { name: 'Tab title' }).textContent).toBe('Arsenal 2–1 Brentford · Spring Cup'));
    answer({ ...view, match: { ...view.match, homeGoals: 3 } });
    pushChange({ tournamentId: 't1', matchId: 'm1' });
    expect(await screen.findByRole('img', { name: 'Score 3 – 1' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['https://gw.example/api/public/tournaments/t1/matches/m1']);
    // Revalidated against the version the page was rendered at (unchanged: a 304, public-match-feed.test.ts).
    expect(fetchMock.mock.calls[0]![1]?.headers).toMatchObject({ 'If-None-Match': '"v1", "v1-br", "v1-gz"' });
  });

  it('says "Match Not Found" at once when the server said so, and the 404 page at an organizer\'s address', () => {
    const missing = renderPage('/public/tournaments/t1/matches/m1', served(undefined, null));
    expect(screen.getByRole('heading', { level: 1, name: 'Match Not Found' })).toBeTruthy();
    missing.unmount();
    renderPage('/Hillside/t1/matches/m1', served('Hillside', null));
    expect(screen.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("stays the 404 page at another organizer's address when the live stream reads the (public) match again", async () => {
    renderPage('/Hillside/t1/matches/m1', served('Hillside', null));
    answer(view);
    streams[0]!.dispatchEvent(new Event('open'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeTruthy();
    expect(screen.queryByText('Arsenal vs Brentford')).toBeNull();
  });
});
