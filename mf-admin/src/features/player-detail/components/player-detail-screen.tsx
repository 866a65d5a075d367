import { Link, useParams } from 'react-router-dom';
import { uploadImage, useCurrentOrganizerId, useLoad } from 'shared-data';
import { playerFullName, updatePlayerInList, type SocialMedia } from 'shared-domain';
import { Badge, Card, EntityAvatar, ErrorPanel, LoadingPanel, PageHeader, cx } from 'shared-ui';
import { DetailNotFound } from '../../../common/components/detail-not-found';
import { PublicLinkCard } from '../../../common/components/public-link-card';
import { SocialLinksForm } from '../../../common/components/social-links-form';
import { TeamTournamentsTable } from '../../../common/components/team-tournaments-table';
import { saveOutcomeMessage, useTeamEditor } from '../../../common/hooks/use-team-editor';
import { ImageUploadField } from '../../../common/components/image-upload-field';
import layout from '../../../common/styles/layout.module.css';
import { loadPlayerDetail, type PlayerDetailData } from '../api/load-player-detail';
import { PlayerInfoForm } from './player-info-form';
import { PlayerStatisticsCard } from './player-statistics-card';
import { PlayerVisibilityCard } from './player-visibility-card';

const notFound = <DetailNotFound entity="Player" backTo="/teams" backLabel="Back to Teams" />;

/** Spec §2 "Player detail (admin)": the player is found among the selected organizer's teams. */
export function PlayerDetailScreen() {
  const { playerId = '' } = useParams();
  const organizerId = useCurrentOrganizerId() ?? '';
  const data = useLoad(() => loadPlayerDetail(organizerId, playerId), [organizerId, playerId]);

  if (data.status === 'loading') return <LoadingPanel text="Loading player..." />;
  if (data.status === 'failed') {
    return <ErrorPanel headingLevel={1} title="Could not load this player" message="Check your connection and try again." onRetry={data.reload} />;
  }
  if (!data.data) return notFound;
  return <PlayerDetail key={`${data.data.team.id}/${data.data.player.id}`} data={data.data} />;
}

function PlayerDetail({ data }: { data: PlayerDetailData }) {
  const editor = useTeamEditor(data.team);
  const player = editor.team.players?.find((p) => p.id === data.player.id);
  // Deleted elsewhere (the team, or the player from its squad): nothing left to edit.
  if (editor.gone || !player) return notFound;

  const name = playerFullName(player) || 'Unnamed player';
  const savePlayerSocial = (links: (previous: SocialMedia | undefined) => SocialMedia) =>
    editor.save((current) => {
      const previous = current.players?.find((p) => p.id === player.id)?.socialMedia;
      return { players: updatePlayerInList(current.players ?? [], player.id, { socialMedia: links(previous) }) };
    });

  // Spec §8 only logs a failed player photo upload; the field shows it as well.
  const uploadPhoto = async (file: File) => {
    const photo = await uploadImage({ kind: 'player-photo', teamId: editor.team.id, playerId: player.id }, file);
    const outcome = await editor.save((current) => ({ players: updatePlayerInList(current.players ?? [], player.id, { photo }) }));
    if (outcome.status !== 'saved') throw new Error(saveOutcomeMessage(outcome) ?? 'The photo could not be saved.');
  };

  return (
    <div className={layout.stack}>
      <PageHeader
        eyebrow={<Link to={`/teams/${editor.team.id}`}>← {editor.team.name}</Link>}
        leading={<EntityAvatar name={name} imageUrl={player.photo || undefined} size="lg" decorative />}
        title={name}
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
