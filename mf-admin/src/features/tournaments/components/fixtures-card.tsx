import { isScored, type Match } from 'shared-domain';
import { FixturesList } from 'shared-football-ui';
import { Button, Card, EmptyState } from 'shared-ui';
import { MatchRow } from './match-row';

interface FixturesCardProps {
  matches: readonly Match[];
  teams: readonly { id: string; name: string }[];
  nameOf: (teamId: string) => string;
  /** Reads the tournament and its matches again. */
  onRefresh: () => void;
}

/** The Fixtures card (spec §2): league fixtures by round, one editable row per game. */
export function FixturesCard({ matches, teams, nameOf, onRefresh }: FixturesCardProps) {
  return (
    <Card title="Fixtures" actions={<Button size="sm" variant="ghost" onClick={onRefresh}>Refresh</Button>}>
      <FixturesList
        matches={matches}
        order="id"
        roundTitle={(round) => `Round ${round}`}
        roundAside={(list) => `${list.filter(isScored).length}/${list.length} played`}
        renderMatch={(match) => <MatchRow match={match} teams={teams} nameOf={nameOf} />}
        empty={<EmptyState title="No fixtures" description="This tournament has no league matches." headingLevel={3} />}
      />
    </Card>
  );
}
