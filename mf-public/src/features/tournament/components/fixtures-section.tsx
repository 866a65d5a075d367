import { groupFixturesByTour, teamSlotLabel, type Match } from 'shared-domain';
import { FixtureState } from './fixture-state';
import { formatKickoff } from './format-kickoff';

/** Fixtures & Results grouped as "Tour N" (spec §2), each fixture with its state (spec §4). */
export function FixturesSection({ matches, names }: { matches: readonly Match[]; names: ReadonlyMap<string, string> }) {
  const tours = groupFixturesByTour(matches);
  if (tours.length === 0) return <p className="public-muted">No fixtures yet.</p>;
  return (
    <div className="public-tours">
      {tours.map((tour) => (
        <section key={tour.round} className="public-tour" aria-labelledby={`tour-${tour.round}`}>
          <h3 id={`tour-${tour.round}`}>{tour.label}</h3>
          <ul className="public-fixtures">
            {tour.matches.map((match) => (
              <FixtureRow key={match.id} match={match} names={names} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function FixtureRow({ match, names }: { match: Match; names: ReadonlyMap<string, string> }) {
  const kickoff = formatKickoff(match.dateISO, match.time);
  const meta = [kickoff, match.venue?.trim()].filter(Boolean).join(' · ');
  return (
    <li className="public-fixture">
      <span className="public-fixture__team public-fixture__team--home">{teamSlotLabel(match.homeTeamId, names)}</span>
      <FixtureState match={match} />
      <span className="public-fixture__team public-fixture__team--away">{teamSlotLabel(match.awayTeamId, names)}</span>
      {meta && <span className="public-fixture__meta">{meta}</span>}
    </li>
  );
}
