import { Link } from 'react-router-dom';
import type { MatchLinkProps } from 'shared-football-ui';

/** The public match page (mf-match-center's route in the shell). */
export function publicMatchPath(tournamentId: string, matchId: string): string {
  return `/public/tournaments/${encodeURIComponent(tournamentId)}/matches/${encodeURIComponent(matchId)}`;
}

/**
 * The football kit's `matchHref` for one tournament's matches: only a match that is stored has a page
 * (a custom playoff shown from its plan, before its games exist, links nowhere).
 */
export function publicMatchHref(tournamentId: string, matches: readonly { id: string }[]): (matchId: string) => string | undefined {
  const stored = new Set(matches.map((match) => match.id));
  return (matchId) => (stored.has(matchId) ? publicMatchPath(tournamentId, matchId) : undefined);
}

/** How the football kit links a match on public pages: inside the single-page app, named for the match. */
export function renderPublicMatchLink({ href, label, className, children }: MatchLinkProps) {
  return (
    <Link className={className} to={href} aria-label={label}>
      {children}
    </Link>
  );
}
