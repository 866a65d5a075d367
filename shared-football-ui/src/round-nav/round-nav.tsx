import type { ReactNode } from 'react';
import { tourLabel } from 'shared-domain';
import { cx } from 'shared-ui';
import styles from './round-nav.module.css';

/** What a link to a round's own address is given: the remote decides how it navigates. */
export interface RoundLinkProps {
  href: string;
  round: number;
  /** Its accessible name, "Tour N" (the link shows the number alone). */
  label: string;
  /** `page` when the address is this round's own; `true` when the round is one the default view shows. */
  current?: 'page' | 'true';
  className?: string;
  children: ReactNode;
}

export interface RoundNavProps {
  /** Every league round, ascending. */
  rounds: readonly number[];
  /** The rounds shown now. */
  shown: readonly number[];
  /** Whether the shown round is the one the address asked for (its link is this page) rather than the default view. */
  requested: boolean;
  /** A round's address (the kit never imports a router). */
  roundHref: (round: number) => string;
  /** How to get there (a remote's router `<Link>`); a plain `<a>` without it, which also works without JavaScript. */
  renderRoundLink?: (link: RoundLinkProps) => ReactNode;
  label?: string;
  className?: string;
}

/**
 * "Tour N" navigation of a season's fixtures (issue 23): every round a real link to its own address, in a
 * navigation landmark, the shown rounds marked with aria-current. Each link shows its number (its name
 * says "Tour N" in full), and the links wrap on a phone, so 38 rounds fit without a horizontal scroll.
 */
export function RoundNav({ rounds, shown, requested, roundHref, renderRoundLink, label = 'Rounds', className }: RoundNavProps) {
  if (rounds.length < 2) return null;
  const marked = new Set(shown);
  return (
    <nav aria-label={label} className={cx(styles.nav, className)}>
      <ul className={styles.list}>
        {rounds.map((round) => {
          const current = marked.has(round) ? (requested ? 'page' : 'true') : undefined;
          const link: RoundLinkProps = { href: roundHref(round), round, label: tourLabel(round), current, className: styles.link, children: round };
          return (
            <li key={round}>
              {renderRoundLink ? (
                renderRoundLink(link)
              ) : (
                <a className={link.className} href={link.href} aria-label={link.label} aria-current={current}>
                  {round}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
