// The screens this remote exposes to the shell (as `mf_public/screens`), code-split per route. Each can be
// preloaded: the shell does so for a server-rendered page before its first render.
import { preloadableLazy } from 'shared-ui';

export const HomeScreen = preloadableLazy(() => import('./features/home/components/home-screen').then((m) => m.HomeScreen));
export const PublicTeamScreen = preloadableLazy(() => import('./features/teams/components/public-team-screen').then((m) => m.PublicTeamScreen));
export const PublicTournamentScreen = preloadableLazy(() =>
  import('./features/tournament/components/public-tournament-screen').then((m) => m.PublicTournamentScreen),
);
export const PitchBoardScreen = preloadableLazy(() => import('./features/tournament/components/pitch-board-screen').then((m) => m.PitchBoardScreen));
export const PublicPlayerScreen = preloadableLazy(() => import('./features/player/components/public-player-screen').then((m) => m.PublicPlayerScreen));
