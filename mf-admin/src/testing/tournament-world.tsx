// Test helpers for the tournaments feature: an organizer signed in over the in-memory storage, item
// builders, and rendering inside the page's data providers.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setCurrentOrganizerId } from 'shared-data';
import { installMemoryStorage, signInForTest, TestDataProvider, type MemoryStorage } from 'shared-data/testing';
import type { Match, Team, Tournament } from 'shared-domain';
import { vi } from 'vitest';
import { useTournamentMatchesQuery } from '../features/tournaments/api/use-tournament-matches-query';
import { useTournamentQuery } from '../features/tournaments/api/use-tournament-query';
import { TournamentDetailScreen } from '../features/tournaments/components/tournament-detail-screen';

export const ORGANIZER_ID = 'org_1';

export const team = (id: string, name: string, createdAtISO = ''): Team => ({ id, name, colors: ['#3B82F6'], organizerId: ORGANIZER_ID, createdAtISO, players: [] });

export const tournament = (fields: Partial<Tournament> = {}): Tournament => ({
  id: 't1',
  name: 'Spring Cup',
  format: { mode: 'league', rounds: 1 },
  teamIds: ['a', 'b'],
  organizerId: ORGANIZER_ID,
  createdAtISO: '2025-01-01T00:00:00.000Z',
  visibility: 'private',
  version: 1,
  ...fields,
});

export const match = (id: string, homeTeamId: string, awayTeamId: string, fields: Partial<Match> = {}): Match => ({
  id,
  tournamentId: 't1',
  organizerId: ORGANIZER_ID,
  homeTeamId,
  awayTeamId,
  round: 1,
  version: 1,
  ...fields,
});

/** A fresh in-memory store with an organizer signed in and selected; failures are logged quietly. */
export function organizerWorld() {
  const memory = installMemoryStorage();
  signInForTest({ id: 'user_1', role: 'organizer', organizerId: ORGANIZER_ID });
  setCurrentOrganizerId(ORGANIZER_ID);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return memory;
}

/** Renders inside the page's QueryClient and store, under a router at `route`. */
export function renderWithData(ui: ReactNode, route = '/') {
  return render(
    <TestDataProvider>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </TestDataProvider>,
  );
}

/** Stores a tournament (t1) and its matches, renders its page at /tournaments/t1, and returns a user to drive it. */
export function renderTournamentPage(memory: MemoryStorage, stored: object, storedMatches: Match[] = []) {
  memory.seed('tournaments', [stored]);
  memory.seed('matches', storedMatches);
  renderWithData(
    <Routes>
      <Route path="/tournaments/:id" element={<TournamentDetailScreen />} />
    </Routes>,
    '/tournaments/t1',
  );
  return userEvent.setup();
}

/** Renders a part of the detail screen with the tournament and matches as the screen reads them. */
export function WithTournament({ id = 't1', children }: { id?: string; children: (tournament: Tournament, matches: Match[]) => ReactNode }) {
  const loaded = useTournamentQuery(id);
  const matches = useTournamentMatchesQuery(id);
  return loaded.data && matches.data ? <>{children(loaded.data, matches.data)}</> : <p>Loading test tournament</p>;
}
