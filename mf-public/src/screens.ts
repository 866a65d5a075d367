// The screens this remote exposes to the shell (as `mf_public/screens`), code-split per route.
import { createElement, lazy } from 'react';
import { PageHeader } from 'shared-ui';
import './public.css';

export const HomeScreen = lazy(() =>
  import('./features/home/components/home-screen').then((m) => ({ default: m.HomeScreen })),
);
export const PublicTeamScreen = lazy(() =>
  import('./features/teams/components/public-team-screen').then((m) => ({ default: m.PublicTeamScreen })),
);
/** A screen not built yet: its title only, never invented data. */
const placeholder = (title: string) => () => createElement(PageHeader, { title });
// Filled in by later issues; until then they show their title and nothing invented.
export const PublicTournamentScreen = placeholder('Tournament');
export const PublicPlayerScreen = placeholder('Player');
