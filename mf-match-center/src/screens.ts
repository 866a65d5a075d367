// The screens this remote exposes to the shell (as `mf_match_center/screens`).
import { lazy } from 'react';

export const MatchDetailScreen = lazy(() =>
  import('./features/match/components/match-detail-screen').then((m) => ({ default: m.MatchDetailScreen })),
);

export const PublicMatchScreen = lazy(() =>
  import('./features/public-match/components/public-match-screen').then((m) => ({ default: m.PublicMatchScreen })),
);

export const EmbedScreen = lazy(() => import('./features/embed/components/embed-screen').then((m) => ({ default: m.EmbedScreen })));
