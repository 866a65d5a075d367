import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { uploadImage, useCurrentOrganizerId, useLoad } from 'shared-data';
import { computePlayerStatistics, playerFullName, updatePlayerInList, type SocialMedia } from 'shared-domain';
import { Badge, Card, EntityAvatar, ErrorPanel, LoadingPanel, PageHeader, StatGrid, StatTile } from 'shared-ui';
import { DetailNotFound } from '../../../common/components/detail-not-found';
import { PublicLinkCard } from '../../../common/components/public-link-card';
import { PublicToggle } from '../../../common/components/public-toggle';
import { SaveMessage, type FormMessage } from '../../../common/components/save-message';
import { SocialLinksForm } from '../../../common/components/social-links-form';
import { TeamTournamentsTable } from '../../../common/components/team-tournaments-table';
import { saveOutcomeMessage, useTeamEditor } from '../../../common/hooks/use-team-editor';
import { ImageUploadField } from '../../../common/components/image-upload-field';
import { loadPlayerDetail, type PlayerDetailData } from '../api/load-player-detail';
import { PlayerInfoForm } from './player-info-form';

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
  const [toggleMessage, setToggleMessage] = useState<FormMessage>(null);
  const [toggling, setToggling] = useState(false);
  const player = editor.team.players?.find((p) => p.id === data.player.id);
  // Deleted elsewhere (the team, or the player from its squad): nothing left to edit.
  if (editor.gone || !player) return notFound;

  const name = playerFullName(player) || 'Unnamed player';
  const stats = computePlayerStatistics(player.id, data.matches);
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

  const togglePublic = async () => {
    setToggling(true);
    setToggleMessage(null);
    const isPublic = !player.isPublic;
    const outcome = await editor.save((current) => ({ players: updatePlayerInList(current.players ?? [], player.id, { isPublic }) }));
    setToggling(false);
    setToggleMessage(
      outcome.status === 'saved'
        ? { tone: 'success', text: isPublic ? 'The player is now visible to everyone.' : 'The player is now hidden from the public.' }
        : { tone: 'error', text: saveOutcomeMessage(outcome) ?? '' },
    );
  };

  return (
    <div className="admin-stack">
      <PageHeader
        eyebrow={<Link to={`/teams/${editor.team.id}`}>← {editor.team.name}</Link>}
        leading={<EntityAvatar name={name} imageUrl={player.photo || undefined} size="lg" decorative />}
        title={name}
        subtitle={
          <span className="admin-inline-meta">
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
      <Card title="Visibility">
        <div className="admin-visibility">
          <PublicToggle isPublic={player.isPublic === true} busy={toggling} onToggle={togglePublic} />
          <p className="admin-muted">
            {player.isPublic ? 'Shown on the public team and player pages.' : 'Only you can see this player; the public pages do not show it.'}
          </p>
        </div>
        <SaveMessage message={toggleMessage} />
      </Card>
      <Card title="Player Statistics">
        <StatGrid minTileWidth="7.5rem">
          <StatTile label="Games" value={stats.games} />
          <StatTile label="Wins" value={stats.wins} />
          <StatTile label="Draws" value={stats.draws} />
          <StatTile label="Losses" value={stats.losses} />
          <StatTile label="Goals For" value={stats.goalsFor} />
          <StatTile label="Goals Against" value={stats.goalsAgainst} />
        </StatGrid>
        <p className="admin-muted admin-note">
          Games in the starting lineup with both scores entered. Wins, draws and losses count only games in which both teams scored.
        </p>
      </Card>
      <div className="admin-grid-2 admin-grid-2--top">
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
