// The admin tournament page of a 64-team double round robin (4,032 matches, half scored), in jsdom:
// the first screen, one keystroke in a score box, and the re-render a saved score causes; the first
// screen also for issue 8's 31-team, 4-leg league (1,860 matches). Targets: first screen < 1.5 s,
// keystroke < 50 ms. jsdom builds DOM more slowly than a browser but does no layout or painting, so
// these figures measure our rendering work, not the browser's.
import { cleanup, fireEvent, render, screen, waitFor, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { TestDataProvider } from 'shared-data/testing';
import { computeStandings, type Match } from 'shared-domain';
import { bench, describe } from 'vitest';
import { bigLeague, type BigLeague } from '../../../testing/big-league';
import { organizerWorld, renderWithData } from '../../../testing/tournament-world';
import { TournamentDetail } from './tournament-detail';
import { TournamentDetailScreen } from './tournament-detail-screen';

const league = bigLeague(64, 0.5);
if (league.matches.length !== 4032) throw new Error(`expected 4032 matches, got ${league.matches.length}`);
const issueLeague = bigLeague(31, 0.5, 4);
if (issueLeague.matches.length !== 1860) throw new Error(`expected 1860 matches, got ${issueLeague.matches.length}`);
const noop = () => undefined;
// A render costs about a second here: a few samples, no time budget, one warm-up (module and JIT warm-up).
const FEW = { iterations: 8, time: 0, warmupIterations: 1, warmupTime: 0 };

const fixturesRegion = () => screen.getByRole('region', { name: 'Fixtures' });

/** The page's providers, kept across re-renders (a wrapper, so `rerender` keeps the QueryClient). */
const Providers = ({ children }: { children: ReactNode }) => (
  <TestDataProvider>
    <MemoryRouter>{children}</MemoryRouter>
  </TestDataProvider>
);
const detail = (matches: readonly Match[], of: BigLeague = league) => (
  <TournamentDetail tournament={of.tournament} matches={matches} teams={new Map(of.teams.map((t) => [t.id, t]))} onRefresh={noop} />
);
const renderDetail = (matches: readonly Match[], of: BigLeague = league) => render(detail(matches, of), { wrapper: Providers });

describe('admin tournament page, 64 teams, double round robin (4032 matches, half scored)', () => {
  // Renders accumulate within a cycle and are unmounted after it, so unmounting is not measured.
  const fresh = { ...FEW, setup: () => void organizerWorld(), teardown: () => cleanup() };

  const firstScreen = (of: BigLeague) => () => {
    const { container } = renderDetail(of.matches, of);
    if (!container.querySelector('[role="group"]')) throw new Error('no fixture rows rendered');
  };
  bench('first screen: TournamentDetail with its data, until round 1 rows are in the DOM', firstScreen(league), fresh);
  bench("first screen of the issue's league (31 teams, 4 legs: 1860 matches), TournamentDetail", firstScreen(issueLeague), fresh);

  const seeded = {
    ...FEW,
    setup: () => {
      const memory = organizerWorld();
      memory.seed('teams', league.teams);
      memory.seed('tournaments', [league.tournament]);
      memory.seed('matches', league.matches);
    },
    teardown: () => cleanup(),
  };
  bench('first screen from the store: TournamentDetailScreen over the in-memory storage, until round 1 rows show', async () => {
    const { container } = renderWithData(
      <Routes>
        <Route path="/tournaments/:id" element={<TournamentDetailScreen />} />
      </Routes>,
      '/tournaments/t1',
    );
    // The first row (a group "Home vs Away"); querySelector stops at it, where a full match of the
    // 25,000-element page would add ~150 ms to every check.
    await waitFor(() => {
      if (!container.querySelector('[role="group"]')) throw new Error('not yet');
    }, { timeout: 30_000 });
  }, seeded);
});

describe('admin tournament page, 64 teams: interactions on the shown page', () => {
  let page: RenderResult;
  let homeGoals: HTMLInputElement;
  let typed = 0;
  const onePage = {
    ...FEW,
    iterations: 50,
    warmupIterations: 5,
    setup: () => {
      organizerWorld();
      page = renderDetail(league.matches);
      homeGoals = fixturesRegion().querySelector<HTMLInputElement>('[role="group"] input[inputmode="numeric"]')!;
    },
    teardown: () => cleanup(),
  };

  bench('keystroke in a "Home goals" box (fireEvent.change in act, until React committed)', () => {
    typed = (typed + 1) % 10;
    fireEvent.change(homeGoals, { target: { value: String(typed) } });
    if (homeGoals.value !== String(typed)) throw new Error('the draft did not show');
  }, onePage);

  // What every saved score does: the tournament's cache holds a new match list, so the page renders
  // again (standings and the shown rows).
  let version = 0;
  bench('a stored score changes: the page re-renders with the new match list', () => {
    version += 1;
    const [first, ...rest] = league.matches;
    const changed = [{ ...first!, homeGoals: version % 5, awayGoals: 1, version: version + 1 }, ...rest];
    page.rerender(detail(changed));
  }, { ...onePage, iterations: 20 });

  bench('standings of the 4032 matches (computed on every render of the page)', () => {
    computeStandings(league.tournament.teamIds, league.matches);
  }, { time: 500 });
});
