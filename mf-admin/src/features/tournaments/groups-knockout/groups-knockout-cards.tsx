import type { GroupsKnockoutSettings, Match, Team, Tournament } from 'shared-domain';
import { GroupTablesCard, KnockoutCard } from './cup-stage-cards';
import { GroupDrawCard } from './group-draw-card';

interface GroupsKnockoutCardsProps {
  tournament: Tournament;
  settings: GroupsKnockoutSettings;
  matches: readonly Match[];
  teams: ReadonlyMap<string, Team>;
  tournamentTeams: readonly { id: string; name: string }[];
  nameOf: (teamId: string) => string;
}

/**
 * A Groups + Knockout cup's own cards on its page (issue 24), in place of the league's Standings: the
 * draw until the group stage starts, then the group tables and the knockout.
 */
export function GroupsKnockoutCards({ tournament, settings, matches, teams, tournamentTeams, nameOf }: GroupsKnockoutCardsProps) {
  if (!settings.knockout) return <GroupDrawCard tournament={tournament} settings={settings} matches={matches} nameOf={nameOf} />;
  const tieBreakers = tournament.format.tieBreakers;
  return (
    <>
      <GroupTablesCard settings={settings} matches={matches} teams={teams} tieBreakers={tieBreakers} />
      <KnockoutCard tournamentId={tournament.id} settings={settings} matches={matches} teams={teams} tieBreakers={tieBreakers} tournamentTeams={tournamentTeams} />
    </>
  );
}
