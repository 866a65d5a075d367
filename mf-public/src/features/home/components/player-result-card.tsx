import { Link } from 'react-router-dom';
import type { FoundPlayer } from 'shared-data';
import { EntityAvatar } from 'shared-ui';
import { EntityCard, EntityCardLine, EntityCardNote } from '../../../common/entity-card-grid';

/** A found public player: their name (linking to their public page), their team and position. */
export function PlayerResultCard({ player }: { player: FoundPlayer }) {
  return (
    <EntityCard avatar={<EntityAvatar name={player.name} />} title={<Link to={`/public/players/${player.id}`}>{player.name}</Link>}>
      <EntityCardLine>{player.teamName}</EntityCardLine>
      {player.position && <EntityCardNote>{player.position}</EntityCardNote>}
    </EntityCard>
  );
}
