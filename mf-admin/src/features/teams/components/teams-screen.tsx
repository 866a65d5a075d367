import { Link } from 'react-router-dom';
import { queryKeys, useCurrentOrganizerId, useSkippedItems } from 'shared-data';
import { Alert, Card, EmptyState, EntityAvatar, LoadingPanel, PageHeader, SkippedItemsNote, TeamColors, buttonClassName, cx } from 'shared-ui';
import { TeamsCsvImportCard } from '../../../common/csv-import/teams-csv-import-card';
import { EntityRow } from '../../../common/components/entity-row';
import layout from '../../../common/styles/layout.module.css';
import { useTeamsQuery } from '../api/use-teams-query';
import { DeleteTeam } from '../../../common/components/delete-team';
import { BulkAddTeamsForm } from './bulk-add-teams-form';
import { CreateTeamForm } from './create-team-form';
import { DeletedTeamUndo } from './deleted-team-undo';

/**
 * Spec §2 "Manage Teams": create form, bulk add, and "Your Teams (n)" (each with Delete team). The guard
 * ensures an organizer. Teams stored in a shape the app cannot read are left out and counted below the heading.
 */
export function TeamsScreen() {
  const organizerId = useCurrentOrganizerId() ?? '';
  const teams = useTeamsQuery(organizerId);
  const skipped = useSkippedItems([queryKeys.teams(organizerId)]);
  const list = teams.data ?? [];

  return (
    <div className={layout.stack}>
      <PageHeader title="Manage Teams" />
      <DeletedTeamUndo />
      <div className={layout.grid2}>
        <Card title="Create Team">
          <CreateTeamForm organizerId={organizerId} />
        </Card>
        <Card title="Bulk Add Teams">
          <BulkAddTeamsForm organizerId={organizerId} />
        </Card>
      </div>
      <TeamsCsvImportCard organizerId={organizerId} teams={list} />
      <section aria-labelledby="your-teams">
        <h2 id="your-teams">Your Teams ({list.length})</h2>
        {teams.isPending && <LoadingPanel />}
        {teams.isError && <Alert tone="error">Could not load your teams.</Alert>}
        <SkippedItemsNote count={skipped} />
        {teams.isSuccess && list.length === 0 && (
          <EmptyState title="No teams yet" description="Create your first team above." />
        )}
        <ul className={cx(layout.list, layout.cardGrid)}>
          {list.map((team) => (
            <li key={team.id}>
              <Card>
                <EntityRow
                  avatar={<EntityAvatar name={team.name} imageUrl={team.logo || undefined} />}
                  actions={
                    <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to={`/teams/${team.id}`}>
                      Manage
                    </Link>
                  }
                >
                  <h3>{team.name}</h3>
                  <TeamColors colors={team.colors} />
                  <p className={layout.muted}>
                    {team.players.length} player{team.players.length === 1 ? '' : 's'}
                  </p>
                </EntityRow>
                <DeleteTeam team={team} />
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
