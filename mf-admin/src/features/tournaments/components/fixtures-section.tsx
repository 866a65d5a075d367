import { isScored, type Match } from 'shared-domain';
import { EmptyState } from 'shared-ui';
import { MatchRow } from './match-row';
import { RoundSection } from './round-section';
import styles from './fixtures-section.module.css';
import layout from '../../../common/styles/layout.module.css';

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
    <div className={styles.rounds}>
      {[...rounds.entries()].map(([round, list]) => (
        <RoundSection
          key={round}
          title={`Round ${round}`}
          aside={
            <span className={layout.muted}>
              {list.filter(isScored).length}/{list.length} played
            </span>
          }
        >
          {list.map((match) => (
            <MatchRow key={match.id} match={match} teams={teams} nameOf={nameOf} onSaved={onSaved} now={now} />
          ))}
        </RoundSection>
      ))}
    </div>
  );
}
