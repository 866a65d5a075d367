import { knockoutScoreText, type PublicMatchView } from 'shared-domain';

/**
 * A public match page's own title: the server's `<title>` and og:title (ssr/match-page-meta.ts) and the
 * browser's tab once it takes the page over (useDocumentTitle). One rule, so the tab does not change on
 * takeover. The teams and score read as a match link names them ("Arsenal 2–1 Chelsea"), "vs" until scored.
 * @example matchPageTitle(northLondonDerby) // 'Arsenal 3–1 Tottenham Hotspur · Premier League 2022/23'
 * @example matchPageTitle(upcoming) // 'Arsenal vs Chelsea · Spring Cup'
 */
export function matchPageTitle({ home, away, match, tournament }: Pick<PublicMatchView, 'home' | 'away' | 'match' | 'tournament'>): string {
  const score = knockoutScoreText(match);
  return `${home.name} ${score ?? 'vs'} ${away.name} · ${tournament.name}`;
}
