import { groupFixturesByTour, teamSlotLabel, type Match } from 'shared-domain';
import { cx } from 'shared-ui';
import { FixtureState } from './fixture-state';
import { formatKickoff } from './format-kickoff';
import card from './match-card.module.css';
import styles from './fixtures-section.module.css';

/** Fixtures & Results grouped as "Tour N" (spec §2), each fixture with its state (spec §4). */
export function FixturesSection({ matches, names }: { matches: readonly Match[]; names: ReadonlyMap<string, string> }) {
  const tours = groupFixturesByTour(matches);
  if (tours.length === 0) return <p className={styles.empty}>No fixtures yet.</p>;
  return (
    <div className={styles.tours}>
      {tours.map((tour) => (
        <section key={tour.round} aria-labelledby={`tour-${tour.round}`}>
          <h3 id={`tour-${tour.round}`} className={styles.tourTitle}>
            {tour.label}
          </h3>
          <ul className={styles.fixtures}>
            {tour.matches.map((match) => (
              <FixtureRow key={match.id} match={match} names={names} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function FixtureRow({ match, names }: { match: Match; names: ReadonlyMap<string, string> }) {
  const kickoff = formatKickoff(match.dateISO, match.time);
  const meta = [kickoff, match.venue?.trim()].filter(Boolean).join(' · ');
  return (
    <li className={card.fixture}>
      <span className={cx(card.team, card.home)}>{teamSlotLabel(match.homeTeamId, names)}</span>
      <FixtureState match={match} className={card.state} />
      <span className={cx(card.team, card.away)}>{teamSlotLabel(match.awayTeamId, names)}</span>
      {meta && <span className={card.meta}>{meta}</span>}
    </li>
  );
}
