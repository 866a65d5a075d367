import { Link, useParams } from 'react-router-dom';
import { uploadImage, useCurrentOrganizerId, type UploadProgress } from 'shared-data';
import { playerFullName, type SocialMedia } from 'shared-domain';
import { updatePlayerInList } from 'shared-domain/squad-editing';
import { Badge, Card, EntityAvatar, ErrorPanel, LoadingPanel, PageHeader, cx } from 'shared-ui';
import { DetailNotFound } from '../../../common/components/detail-not-found';
import { MergeChoiceProvider } from 'shared-ui/merge-choice';
import { PublicLinkCard } from '../../../common/components/public-link-card';
import { SocialLinksForm } from '../../../common/components/social-links-form';
import { TeamTournamentsTable } from '../../../common/components/team-tournaments-table';
import { saveOutcomeMessage, useTeamEditor } from '../../../common/hooks/use-team-editor';
import { ImageUploadField } from '../../../common/components/image-upload-field';
import layout from '../../../common/styles/layout.module.css';
import { usePlayerDetailQuery, type PlayerDetailData } from '../api/use-player-detail-query';
import { DeletePlayer } from './delete-player';
import { PlayerInfoForm } from './player-info-form';
import { PlayerStatisticsCard } from './player-statistics-card';
import { PlayerVisibilityCard } from './player-visibility-card';

const notFound = <DetailNotFound entity="Player" backTo="/teams" backLabel="Back to Teams" />;

/** Spec §2 "Player detail (admin)": the player is found among the selected organizer's teams. */
export function PlayerDetailScreen() {
  const { playerId = '' } = useParams();
  const organizerId = useCurrentOrganizerId() ?? '';
  const state = usePlayerDetailQuery(organizerId, playerId);

  if (state.status === 'pending') return <LoadingPanel text="Loading player..." />;
  if (state.status === 'error') {
    return <ErrorPanel headingLevel={1} title="Could not load this player" message={state.message ?? 'Check your connection and try again.'} onRetry={state.retry} />;
  }
  // No team of the organizer holds the player, or a save found the team deleted meanwhile.
  if (!state.data) return notFound;
  // A same-field conflict on this page asks which value to keep (like the team page), instead of dropping mine.
  return (
    <MergeChoiceProvider key={`${state.data.team.id}/${playerId}`}>
      <PlayerDetail playerId={playerId} data={state.data} />
    </MergeChoiceProvider>
  );
}

function PlayerDetail({ playerId, data }: { playerId: string; data: PlayerDetailData }) {
  const editor = useTeamEditor(data.team);
  const player = editor.team.players?.find((p) => p.id === playerId);
  // Removed from the squad elsewhere: nothing left to edit.
  if (!player) return notFound;

  const name = playerFullName(player) || 'Unnamed player';
  const savePlayerSocial = (links: (previous: SocialMedia | undefined) => SocialMedia) =>
    editor.save((current) => {
      const previous = current.players?.find((p) => p.id === player.id)?.socialMedia;
      return { players: updatePlayerInList(current.players ?? [], player.id, { socialMedia: links(previous) }) };
    });

  // Spec §8 only logs a failed player photo upload; the field shows it as well.
  const uploadPhoto = async (file: File, onProgress: (progress: UploadProgress) => void) => {
    const photo = await uploadImage({ kind: 'player-photo', teamId: editor.team.id, playerId: player.id }, file, { onProgress });
    const outcome = await editor.save((current) => ({ players: updatePlayerInList(current.players ?? [], player.id, { photo }) }));
    if (outcome.status !== 'saved') throw new Error(saveOutcomeMessage(outcome) ?? 'The photo could not be saved.');
  };

  return (
    <div className={layout.stack}>
      <PageHeader
        eyebrow={<Link to={`/teams/${editor.team.id}`}>← {editor.team.name}</Link>}
        leading={<EntityAvatar name={name} imageUrl={player.photo || undefined} size="lg" decorative />}
        title={name}
        actions={<DeletePlayer editor={editor} player={player} />}
        subtitle={
          <span className={layout.inlineMeta}>
            {player.number !== null && player.number !== undefined && <Badge tone="accent">#{player.number}</Badge>}
            <span>{player.position}</span>
            <span>
              · <Link to={`/teams/${editor.team.id}`}>{editor.team.name}</Link>
            </span>
          </span>
        }
      />
      <PublicLinkCard path={`/public/players/${player.id}`} label="Public player page" />
      <Card title="Photo">
        <ImageUploadField label="Player photo" imageUrl={player.photo} texts="photo" onUpload={uploadPhoto} />
      </Card>
      <PlayerVisibilityCard editor={editor} player={player} />
      <PlayerStatisticsCard playerId={player.id} matches={data.matches} />
      <div className={cx(layout.grid2, layout.top)}>
        <Card title="Player Details">
          <PlayerInfoForm editor={editor} player={player} />
        </Card>
        <Card title="Social Links">
          <SocialLinksForm
            formLabel="Player social links"
            socialMedia={player.socialMedia}
            revision={editor.revision}
            save={savePlayerSocial}
            current={(outcome) => outcome.team.players.find((p) => p.id === player.id)?.socialMedia}
          />
        </Card>
      </div>
      <TeamTournamentsTable tournaments={data.tournaments} />
    </div>
  );
}
