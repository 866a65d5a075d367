// The screens this remote exposes to the shell (as `mf_public/screens`), code-split per route.
import { lazy } from 'react';

export const HomeScreen = lazy(() =>
  import('./features/home/components/home-screen').then((m) => ({ default: m.HomeScreen })),
);
export const PublicTeamScreen = lazy(() =>
  import('./features/teams/components/public-team-screen').then((m) => ({ default: m.PublicTeamScreen })),
);
export const PublicTournamentScreen = lazy(() =>
  import('./features/tournament/components/public-tournament-screen').then((m) => ({
    default: m.PublicTournamentScreen,
  })),
);
export const PublicPlayerScreen = lazy(() =>
  import('./features/player/components/public-player-screen').then((m) => ({ default: m.PublicPlayerScreen })),
);
