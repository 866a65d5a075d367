import type { Team } from 'shared-domain';

/**
 * A team page's own title: the server's `<title>` and og:title (ssr/page-meta.ts) and the browser's tab
 * once it takes the page over (useDocumentTitle). One rule, so the tab does not change on takeover.
 * @example teamPageTitle({ name: 'Arsenal' }) // 'Arsenal'
 */
export const teamPageTitle = (team: Pick<Team, 'name'>): string => team.name;
