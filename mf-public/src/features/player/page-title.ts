import { playerFullName, type Player } from 'shared-domain';

/**
 * A player page's own title: the server's `<title>` and og:title (ssr/page-meta.ts) and the browser's tab
 * once it takes the page over (useDocumentTitle), and the page's heading.
 * @example playerPageTitle({ firstName: 'Erling', lastName: 'Haaland' }) // 'Erling Haaland'
 */
export const playerPageTitle = (player: Pick<Player, 'firstName' | 'lastName'>): string => playerFullName(player) || 'Unnamed player';
