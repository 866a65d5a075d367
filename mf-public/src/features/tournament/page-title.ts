import type { Tournament } from 'shared-domain';

/**
 * A tournament page's own title: the server's `<title>` and og:title (ssr/page-meta.ts) and the browser's
 * tab once it takes the page over (useDocumentTitle). One rule, so the tab does not change on takeover.
 * @example tournamentPageTitle({ name: 'Premier League 2022/23' }) // 'Premier League 2022/23'
 */
export const tournamentPageTitle = (tournament: Pick<Tournament, 'name'>): string => tournament.name;
