import type { ReactNode } from 'react';
import { fixtureDisplay, knockoutScoreText, type KnockoutResultLike } from 'shared-domain';
import { cx } from 'shared-ui';
import styles from './match-link.module.css';

/** What a link to a match page is given: the remote decides how it navigates. */
export interface MatchLinkProps {
  href: string;
  matchId: string;
  /** The link's accessible name, saying which match ("Match details: Arsenal 2–1 Chelsea"). */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * How the kit links a match to its page. The kit never imports a router: `matchHref` says where a
 * match's page is (undefined when it has none, e.g. a game not created yet), and `renderMatchLink`
 * how to get there (a remote's router `<Link>`; a plain `<a>` without it). Without `matchHref`,
 * matches are not linked (the admin page brings its own rows).
 */
export interface MatchLinking {
  matchHref?: (matchId: string) => string | undefined;
  renderMatchLink?: (link: MatchLinkProps) => ReactNode;
}

/**
 * The accessible name of a link to a match: the teams with the score once it is final, else "vs"
 * (and "live" once a goal is entered), so a list of such links is told apart by ear.
 * @example matchLinkLabel('Arsenal', 'Chelsea', { homeGoals: 2, awayGoals: 1 }) // 'Match details: Arsenal 2–1 Chelsea'
 * @example matchLinkLabel('Arsenal', 'Winner of match 2', {}) // 'Match details: Arsenal vs Winner of match 2'
 */
export function matchLinkLabel(home: string, away: string, result: KnockoutResultLike): string {
  const score = knockoutScoreText(result);
  if (score) return `Match details: ${home} ${score} ${away}`;
  const live = fixtureDisplay(result).state === 'live';
  return `Match details: ${home} vs ${away}${live ? ', live' : ''}`;
}

type MatchBox = Omit<MatchLinkProps, 'href'>;

/**
 * A match's view (a fixture row, a bracket game) as one link to the match's page when it has one,
 * otherwise as a plain box with the same look.
 */
export function linkedMatch({ matchId, label, className, children }: MatchBox, { matchHref, renderMatchLink }: MatchLinking): ReactNode {
  const href = matchHref?.(matchId);
  if (href === undefined) return <div className={className}>{children}</div>;
  const link = { href, matchId, label, className: cx(className, styles.link), children };
  if (renderMatchLink) return renderMatchLink(link);
  return (
    <a className={link.className} href={href} aria-label={label}>
      {children}
    </a>
  );
}
