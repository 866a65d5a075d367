import type { Tournament } from 'shared-domain';

/**
 * The "now and next" board's title: the server's `<title>` (ssr/page-meta.ts) and the browser's tab once it
 * takes the page over (useDocumentTitle), one rule so the tab does not change on takeover.
 * @example pitchBoardTitle({ name: 'Youth Day' }) // 'Now and next · Youth Day'
 */
export const pitchBoardTitle = (tournament: Pick<Tournament, 'name'>): string => `Now and next · ${tournament.name}`;

/** The board's address, which the tournament page links when the tournament has pitches. */
export const pitchBoardPath = (tournamentId: string): string => `/public/tournaments/${encodeURIComponent(tournamentId)}/pitches`;
