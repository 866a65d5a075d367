import { useState } from 'react';
import type { GroupsKnockoutSettings, Match, Tournament, TournamentGroup } from 'shared-domain';
import { drawGroups, groupName, groupsInOrder, moveTeamToGroup, type GroupsChange } from 'shared-domain/groups-knockout';
import { Alert, Button, Card, SelectField } from 'shared-ui';
import layout from '../../../common/styles/layout.module.css';
import { TOURNAMENT_CONFLICT_MESSAGE } from '../api/tournament-cache';
import { useSaveGroupsMutation, useStartGroupStageMutation } from '../api/use-groups-knockout-mutations';
import styles from './groups-knockout.module.css';

interface GroupDrawCardProps {
  tournament: Tournament;
  settings: GroupsKnockoutSettings;
  matches: readonly Match[];
  nameOf: (teamId: string) => string;
}

/** A new seed for each draw: the same pots and seed always give the same groups (shared-domain's drawGroups). */
const newSeed = () => Math.floor(Math.random() * 2 ** 31);

/**
 * The group stage before it starts (issue 24): the teams' pots (by list order at first) and the seeded
 * draw, or the teams placed in list order; then each team can be moved to another group by hand, and
 * "Start group stage" creates the group fixtures and the knockout from group positions.
 */
export function GroupDrawCard({ tournament, settings, matches, nameOf }: GroupDrawCardProps) {
  const { groupCount } = settings;
  const potCount = Math.ceil(tournament.teamIds.length / groupCount);
  const [potOf, setPotOf] = useState<Record<string, number>>(() => Object.fromEntries(tournament.teamIds.map((id, i) => [id, Math.floor(i / groupCount)])));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveGroupsMutation(tournament.id);
  const start = useStartGroupStageMutation(tournament.id);
  const busy = save.isPending || start.isPending;
  const groups = settings.groups;

  const apply = async (change: GroupsChange) => {
    if (!change.ok) return setError(change.error);
    setError(null);
    if ((await save.mutateAsync(change.groups)) === 'conflict') setError(TOURNAMENT_CONFLICT_MESSAGE);
  };
  const pots = Array.from({ length: potCount }, (_, p) => tournament.teamIds.filter((id) => (potOf[id] ?? 0) === p));
  const startStage = async () => {
    if ((await start.mutateAsync()) === 'conflict') setError(TOURNAMENT_CONFLICT_MESSAGE);
  };

  return (
    <Card title="Groups">
      <div className={layout.stack}>
        {error && (
          <Alert tone="error" title="Not changed" onDismiss={() => setError(null)}>
            {error}
          </Alert>
        )}
        {groups ? (
          <GroupsByHand groups={groups} nameOf={nameOf} disabled={busy} onMove={(teamId, letter) => void apply(moveTeamToGroup(groups, teamId, letter, matches))} />
        ) : (
          <div className={styles.pots}>
            {tournament.teamIds.map((teamId) => (
              <SelectField
                key={teamId}
                label={`Pot of ${nameOf(teamId)}`}
                value={String(potOf[teamId] ?? 0)}
                options={Array.from({ length: potCount }, (_, p) => ({ value: String(p), label: `Pot ${p + 1}` }))}
                onChange={(e) => setPotOf({ ...potOf, [teamId]: Number(e.target.value) })}
              />
            ))}
          </div>
        )}
        <div className={layout.actions}>
          <Button variant={groups ? 'secondary' : 'primary'} disabled={busy} onClick={() => void apply(drawGroups(pots, groupCount, newSeed()))}>
            {groups ? 'Draw again' : 'Draw groups'}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => void apply(groupsInOrder(tournament.teamIds, groupCount))}>
            Place teams in list order
          </Button>
          {groups && (
            <Button disabled={busy} onClick={() => void startStage()}>
              Start group stage
            </Button>
          )}
        </div>
        {groups && <p className={layout.muted}>Starting the group stage creates the group fixtures and the knockout; the groups then stay as they are.</p>}
      </div>
    </Card>
  );
}

interface GroupsByHandProps {
  groups: readonly TournamentGroup[];
  nameOf: (teamId: string) => string;
  disabled: boolean;
  onMove: (teamId: string, letter: string) => void;
}

/** The drawn groups, each team with a select that moves it to another group. */
function GroupsByHand({ groups, nameOf, disabled, onMove }: GroupsByHandProps) {
  const options = groups.map((g) => ({ value: g.letter, label: groupName(g.letter) }));
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <section key={group.letter} aria-label={groupName(group.letter)} className={styles.group}>
          <h3 className={styles.groupTitle}>{groupName(group.letter)}</h3>
          {group.teamIds.map((teamId) => (
            <SelectField key={teamId} label={nameOf(teamId)} value={group.letter} options={options} disabled={disabled} onChange={(e) => onMove(teamId, e.target.value)} />
          ))}
        </section>
      ))}
    </div>
  );
}
