// Test helpers: the remote's real screens at the shell's public routes, over the in-memory storage.
import { render, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { TestDataProvider } from 'shared-data/testing';
import { HomeScreen } from '../features/home/components/home-screen';
import { PublicPlayerScreen } from '../features/player/components/public-player-screen';
import { PublicTeamScreen } from '../features/teams/components/public-team-screen';
import { PitchBoardScreen } from '../features/tournament/components/pitch-board-screen';
import { PublicTournamentScreen } from '../features/tournament/components/public-tournament-screen';

/** Renders whichever screen the shell's route table shows at `path` (spec §2 routes). */
export function renderPublicRoute(path: string) {
  return render(
    <TestDataProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<HomeScreen />} />
          <Route path="/admin" element={<p>Admin Panel</p>} />
          <Route path="/public/tournaments/:id" element={<PublicTournamentScreen />} />
          <Route path="/public/tournaments/:id/pitches" element={<PitchBoardScreen />} />
          {/* mf-match-center's page in the shell: a stand-in, so following a match link can be seen. */}
          <Route path="/public/tournaments/:tournamentId/matches/:matchId" element={<p>Public match page</p>} />
          <Route path="/public/teams/:id" element={<PublicTeamScreen />} />
          <Route path="/public/players/:id" element={<PublicPlayerScreen />} />
          <Route path="/:orgName/players/:playerId" element={<PublicPlayerScreen />} />
          <Route path="/:orgName/:tournamentId" element={<PublicTournamentScreen />} />
        </Routes>
      </MemoryRouter>
    </TestDataProvider>,
  );
}

/** The value of a StatTile (a <dl> of its own) by its label, within `scope`. */
export function tileValue(scope: HTMLElement, label: string): string | null {
  const term = within(scope).getByText(label, { selector: 'dt' });
  return term.parentElement?.querySelector('dd')?.textContent ?? null;
}
