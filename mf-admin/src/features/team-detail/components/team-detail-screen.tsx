import { Link, useParams } from 'react-router-dom';
import type { Tournament } from 'shared-domain';
import { Card, EntityAvatar, ErrorPanel, LoadingPanel, PageHeader, TeamColors, cx } from 'shared-ui';
import { useTeamDetailQuery, type TeamDetailData } from '../api/use-team-detail-query';
import { useTeamTitlesQuery } from '../api/use-team-titles-query';
import { useTeamEditor } from '../../../common/hooks/use-team-editor';
import { DetailNotFound } from '../../../common/components/detail-not-found';
import { DeleteTeam } from '../../../common/components/delete-team';
import { MergeChoiceProvider } from 'shared-ui/merge-choice';
import { PlayersTable } from './players-table';
import { PublicLinkCard } from '../../../common/components/public-link-card';
import { SeasonSummary } from './season-summary';
import { SocialLinksForm } from '../../../common/components/social-links-form';
import { TeamImages } from './team-images';
import { TeamInfoForm } from './team-info-form';
import { TeamTitlesCard } from './team-titles-card';
import { TeamTournamentsTable } from '../../../common/components/team-tournaments-table';
import layout from '../../../common/styles/layout.module.css';

/** Spec §2 "Team detail (admin)". The route guard ensures a signed-in user with an organizer selected. */
export function TeamDetailScreen() {
  const { teamId = '' } = useParams();
  const state = useTeamDetailQuery(teamId);

  if (state.status === 'pending') return <LoadingPanel text="Loading team..." />;
  if (state.status === 'error') {
    return <ErrorPanel headingLevel={1} title="Could not load this team" message={state.message ?? 'Check your connection and try again.'} onRetry={state.retry} />;
  }
  // Also when a save finds the team deleted meanwhile: the cache then holds null.
  if (!state.data) return <DetailNotFound entity="Team" backTo="/teams" backLabel="Back to Teams" />;
  // A new team id starts a new editor (its state belongs to one team). Its saves may ask which value
  // to keep when a field was also changed elsewhere.
  return (
    <MergeChoiceProvider key={state.data.team.id}>
      <TeamDetail data={state.data} />
    </MergeChoiceProvider>
  );
}

function TeamDetail({ data }: { data: TeamDetailData }) {
  const editor = useTeamEditor(data.team);
  const { team } = editor;
  const tournaments: Tournament[] = data.tournaments;
  const titles = useTeamTitlesQuery(team.id, tournaments);

  return (
    <div className={layout.stack}>
      <PageHeader
        eyebrow={<Link to="/teams">← All Teams</Link>}
        leading={<EntityAvatar name={team.name} imageUrl={team.logo || undefined} size="lg" shape="rounded" decorative />}
        title={team.name}
        subtitle={<TeamColors colors={team.colors ?? []} size="sm" />}
        actions={<DeleteTeam team={team} />}
      />
      <PublicLinkCard path={`/public/teams/${team.id}`} label="Public team page" />
      <SeasonSummary team={team} tournaments={tournaments} titles={titles.status === 'success' ? titles.data.length : undefined} />
      <TeamTitlesCard titles={titles} />
      <Card title="Logo & Photo">
        <TeamImages editor={editor} />
      </Card>
      <div className={cx(layout.grid2, layout.top)}>
        <Card title="Team Details">
          <TeamInfoForm editor={editor} />
        </Card>
        <Card title="Social Links">
          <SocialLinksForm
            formLabel="Team social links"
            socialMedia={team.socialMedia}
            revision={editor.revision}
            save={(links) => editor.save((current) => ({ socialMedia: links(current.socialMedia) }))}
            current={(outcome) => outcome.team.socialMedia}
          />
        </Card>
      </div>
      <PlayersTable editor={editor} />
      <TeamTournamentsTable tournaments={tournaments} />
    </div>
  );
}
