// Test helpers for the match centre: a real screen over the in-memory storage, seeded with one match.
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { installMemoryStorage, signInForTest, TestDataProvider, type MemoryStorage } from 'shared-data/testing';
import type { GoalEvent, Match, Player, Team, Tournament } from 'shared-domain';
import { MatchDetailScreen } from '../features/match/components/match-detail-screen';

const player = (id: string, firstName: string, lastName: string): Player => ({
  id,
  firstName,
  lastName,
  position: 'Forward',
  number: 9,
  isPublic: true,
  createdAtISO: '',
});

const teams: Team[] = [
  { id: 'a', name: 'Arsenal', colors: ['#f00'], organizerId: 'org_1', createdAtISO: '', players: [player('p1', 'Bukayo', 'Saka'), player('p2', 'Martin', 'Odegaard')] },
  { id: 'b', name: 'Brentford', colors: ['#f00'], organizerId: 'org_1', createdAtISO: '', players: [player('p3', 'Ivan', 'Toney')] },
];

const tournament: Tournament = { id: 't1', name: 'Spring Cup', format: { mode: 'league', rounds: 1 }, teamIds: ['a', 'b'], organizerId: 'org_1', createdAtISO: '' };

const goal = (id: string, team: 'home' | 'away', playerId: string, minute: number, goalNumber: number): GoalEvent => ({
  id,
  team,
  playerId,
  minute,
  type: 'goal',
  goalNumber,
});

/** Arsenal 2 – 1 Brentford: Toney 12', Odegaard 30', Saka 70' (stored in that order: 70', 12', 30'). */
export const baseMatch: Match = {
  id: 'm1',
  tournamentId: 't1',
  organizerId: 'org_1',
  homeTeamId: 'a',
  awayTeamId: 'b',
  round: 1,
  homeGoals: 2,
  awayGoals: 1,
  goals: [goal('g1', 'home', 'p1', 70, 1), goal('g2', 'away', 'p3', 12, 1), goal('g3', 'home', 'p2', 30, 2)],
  version: 3,
};

/**
 * A fresh in-memory store holding the two teams, their tournament and `match` (the base match unless
 * given), with organizer org_1 signed in. Call in beforeEach.
 */
export function setUpMatchStore(match: Match | null = baseMatch): MemoryStorage {
  // Drafts of the tabs live in session storage: each test starts without any.
  sessionStorage.clear();
  const memory = installMemoryStorage();
  memory.seed('teams', teams);
  memory.seed('tournaments', [tournament]);
  if (match) memory.seed('matches', [match]);
  signInForTest({ id: 'u1', role: 'organizer', organizerId: 'org_1' });
  return memory;
}

/**
 * Renders the match centre at `path` (the console's path by default), as the shell routes it;
 * `alongside` renders in the same page (same query cache), as another screen's leftovers would be.
 */
export function renderMatchScreen(path = '/admin/tournaments/t1/matches/m1', alongside?: ReactNode) {
  return render(
    <TestDataProvider>
      {alongside}
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/tournaments/:tournamentId/matches/:matchId" element={<MatchDetailScreen />} />
          <Route path="/tournaments/:tournamentId/matches/:matchId" element={<MatchDetailScreen />} />
        </Routes>
      </MemoryRouter>
    </TestDataProvider>,
  );
}

/** Renders the screen and waits until the match is shown. */
export async function renderLoadedMatchScreen() {
  const view = renderMatchScreen();
  await screen.findByRole('heading', { level: 1, name: 'Arsenal vs Brentford' });
  return view;
}

/** The match as stored now. */
export const storedMatch = (memory: MemoryStorage): Match | undefined => memory.all<Match>('matches').find((m) => m.id === 'm1');

/** How many updates reached the store. */
export const updateCount = (memory: MemoryStorage) => memory.operations.filter((op) => op.kind === 'update').length;

/** Another tab saves `changes` first: the stored match moves on to the next version. */
export function changeElsewhere(memory: MemoryStorage, changes: Partial<Match>): void {
  const current = storedMatch(memory)!;
  memory.seed('matches', [{ ...current, ...changes, version: (current.version ?? 0) + 1 }]);
}

export const openTab = (name: string) => userEvent.click(screen.getByRole('tab', { name }));

/** Renders the screen, waits for the match and opens the tab named `name`. */
export async function renderMatchTab(name: string) {
  const view = await renderLoadedMatchScreen();
  await openTab(name);
  return view;
}

/** An input (text, number or checkbox) by its accessible name. */
export const inputLabelled = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
