import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queries, useCurrentOrganizerId } from 'shared-data';
import { createId, type Referee, type Team } from 'shared-domain';
import { Alert, Button, Card, EmptyState, LoadingPanel, PageHeader, cx, useConfirm } from 'shared-ui';
import layout from '../../../common/styles/layout.module.css';
import { useEditRefereesMutation, useOrganizerQuery } from '../api/use-referees';
import { RefereeForm } from './referee-form';
import { RefereeSchedule } from './referee-schedule';

const newRefereeId = () => createId('referee', Date.now(), Math.random);

/** The names of the teams a referee belongs to, in the teams' order. */
const teamNames = (referee: Referee, teams: readonly Team[]) => teams.filter((team) => referee.teamIds.includes(team.id)).map((team) => team.name);

/**
 * Issue 25: the organizer's referees: add, edit, remove, each with an optional contact and the teams (clubs)
 * they belong to, whose matches they are never given; and each one's own schedule, printable.
 */
export function RefereesScreen() {
  const organizerId = useCurrentOrganizerId() ?? '';
  const organizer = useOrganizerQuery(organizerId);
  const teams = useQuery(queries.teams(organizerId));
  const edit = useEditRefereesMutation(organizerId);
  const { dialog, ask } = useConfirm();
  const [editing, setEditing] = useState<string | null>(null);
  const [scheduleOf, setScheduleOf] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const referees = organizer.data?.referees ?? [];
  const teamList = teams.data ?? [];
  const shownSchedule = referees.find((referee) => referee.id === scheduleOf);

  const save = async (referee: Referee, kind: 'add' | 'edit') => {
    await edit.mutateAsync({ kind, referee });
    setEditing(null);
  };
  const remove = async (referee: Referee) => {
    if (!(await ask({ title: `Remove ${referee.name}?`, body: 'Matches they referee keep their name.', confirmLabel: 'Remove', danger: true }))) return;
    setRemoveError(null);
    edit.mutate({ kind: 'remove', id: referee.id }, { onError: () => setRemoveError(`${referee.name} could not be removed. Please try again.`) });
  };

  return (
    <div className={layout.stack}>
      <PageHeader title="Referees" />
      {dialog}
      <Card title="Add Referee">
        {organizer.isSuccess && <RefereeForm referees={referees} teams={teamList} newId={newRefereeId} submitLabel="Add Referee" onSave={(referee) => save(referee, 'add')} />}
      </Card>
      {shownSchedule && <RefereeSchedule referee={shownSchedule} organizerId={organizerId} teams={teamList} onClose={() => setScheduleOf(null)} />}
      <section aria-labelledby="your-referees">
        <h2 id="your-referees">Your Referees ({referees.length})</h2>
        {organizer.isPending && <LoadingPanel />}
        {organizer.isError && <Alert tone="error">Could not load your referees.</Alert>}
        {removeError && <Alert tone="error">{removeError}</Alert>}
        {organizer.isSuccess && referees.length === 0 && <EmptyState title="No referees yet" description="Add your first referee above." />}
        <ul className={cx(layout.list, layout.cardGrid)}>
          {referees.map((referee) => (
            <li key={referee.id}>
              <Card>
                {editing === referee.id ? (
                  <RefereeForm referee={referee} referees={referees} teams={teamList} newId={newRefereeId} submitLabel="Save" onSave={(changed) => save(changed, 'edit')} onCancel={() => setEditing(null)} />
                ) : (
                  <article aria-label={referee.name} className={layout.stackSm}>
                    <h3>{referee.name}</h3>
                    {referee.contact && <p className={layout.muted}>{referee.contact}</p>}
                    <p className={layout.muted}>{referee.teamIds.length > 0 ? `Belongs to ${teamNames(referee, teamList).join(', ')}` : 'Belongs to no team'}</p>
                    <div className={layout.actions}>
                      <Button size="sm" onClick={() => setScheduleOf(referee.id)} aria-label={`Schedule of ${referee.name}`}>
                        Schedule
                      </Button>
                      <Button size="sm" variant="secondary" onClick={() => setEditing(referee.id)}>
                        Edit
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => void remove(referee)}>
                        Remove
                      </Button>
                    </div>
                  </article>
                )}
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
