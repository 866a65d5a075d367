import type { GroupsKnockoutSettings, Match, Team, Tournament } from 'shared-domain';
import { groupStageUnfinished } from 'shared-domain/groups-knockout';
import { Alert, Button } from 'shared-ui';
import { useStartGroupStageMutation } from '../api/use-groups-knockout-mutations';
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
      {groupStageUnfinished(settings.knockout, matches) && <UnfinishedStart tournamentId={tournament.id} />}
      <GroupTablesCard settings={settings} matches={matches} teams={teams} tieBreakers={tieBreakers} />
      <KnockoutCard tournamentId={tournament.id} settings={settings} matches={matches} teams={teams} tieBreakers={tieBreakers} tournamentTeams={tournamentTeams} />
    </>
  );
}

/** A group stage whose games were not all written (the start stopped halfway): finishing writes the missing ones. */
function UnfinishedStart({ tournamentId }: { tournamentId: string }) {
  const start = useStartGroupStageMutation(tournamentId);
  const finish = () => start.mutate(undefined, { onError: (failure) => console.error('Finishing the group stage start failed', failure) });
  return (
    <Alert tone="error" title="Starting the group stage did not finish.">
      Some of its games were not saved.{' '}
      <Button variant="secondary" disabled={start.isPending} onClick={finish}>
        Finish starting the group stage
      </Button>
    </Alert>
  );
}
