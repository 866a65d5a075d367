import { isScored, type Match } from 'shared-domain';
import { EmptyState } from 'shared-ui';
import { MatchRow } from './match-row';

/** League fixtures grouped by round ("Round N", spec §2), each row editable on its own. */
export function FixturesSection({
  matches,
  teams,
  nameOf,
  onSaved,
  now,
}: {
  matches: readonly Match[];
  teams: readonly { id: string; name: string }[];
  nameOf: (teamId: string) => string;
  onSaved: (match: Match) => void;
  now?: number;
}) {
  const league = matches.filter((m) => !m.isPlayoff);
  if (league.length === 0) return <EmptyState title="No fixtures" description="This tournament has no league matches." headingLevel={3} />;
  const rounds = new Map<number, Match[]>();
  for (const match of [...league].sort((a, b) => a.round - b.round || a.id.localeCompare(b.id))) {
    rounds.set(match.round, [...(rounds.get(match.round) ?? []), match]);
  }
  return (
    <div className="tour-rounds">
      {[...rounds.entries()].map(([round, list]) => {
        const scored = list.filter(isScored).length;
        return (
          <section key={round} className="tour-round" aria-labelledby={`round-${round}`}>
            <div className="tour-round__header">
              <h3 id={`round-${round}`} className="tour-round__title">
                Round {round}
              </h3>
              <span className="admin-muted">
                {scored}/{list.length} played
              </span>
            </div>
            <ul className="tour-match-list">
              {list.map((match) => (
                <MatchRow key={match.id} match={match} teams={teams} nameOf={nameOf} onSaved={onSaved} now={now} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
