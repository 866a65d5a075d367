// The screens this remote exposes to the shell (as `mf_match_center/screens`), code-split per route. Each
// can be preloaded: the shell does so for a server-rendered page (the public match page, /embed) before
// its first render.
import { preloadableLazy } from 'shared-ui';

export const MatchDetailScreen = preloadableLazy(() => import('./features/match/components/match-detail-screen').then((m) => m.MatchDetailScreen));

export const PublicMatchScreen = preloadableLazy(() => import('./features/public-match/components/public-match-screen').then((m) => m.PublicMatchScreen));

export const EmbedScreen = preloadableLazy(() => import('./features/embed/components/embed-screen').then((m) => m.EmbedScreen));

export const ScoreScreen = preloadableLazy(() => import('./features/scorekeeper/components/scorekeeper-screen').then((m) => m.ScorekeeperScreen));
