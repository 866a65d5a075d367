import { computeTeamSeasonSummary, yesNo, type Team, type Tournament } from 'shared-domain';
import { Card, StatGrid, StatTile } from 'shared-ui';

/**
 * Season Summary tiles (spec §2): tournaments, titles won (issue 8; "—" until the matches are read),
 * players, founded year, id suffix, colours, social media.
 */
export function SeasonSummary({ team, tournaments, titles }: { team: Team; tournaments: readonly Tournament[]; titles: number | undefined }) {
  const summary = computeTeamSeasonSummary(team, tournaments);
  return (
    <Card title="Season Summary">
      <StatGrid minTileWidth="8.5rem">
        <StatTile label="Tournaments" value={summary.tournaments} />
        <StatTile label="Titles" value={titles ?? '—'} />
        <StatTile label="Players" value={summary.players} />
        <StatTile label="Founded" value={summary.foundedYear ?? '—'} />
        <StatTile label="Team ID" value={summary.idSuffix} hint="last 4 characters" />
        <StatTile label="Colors" value={summary.colors} />
        <StatTile label="Social Media" value={yesNo(summary.hasSocialMedia)} />
      </StatGrid>
    </Card>
  );
}
