import { Link } from 'react-router-dom';
import type { FoundTeam } from 'shared-data';
import { MESSAGES } from 'shared-domain';
import { EntityAvatar } from 'shared-ui';
import { EntityCard, EntityCardLine, EntityCardNote } from '../../../common/entity-card-grid';

/** A found team: its logo and name (linking to its public page), its organizer and its public tournaments. */
export function TeamResultCard({ team }: { team: FoundTeam }) {
  return (
    <EntityCard avatar={<EntityAvatar name={team.name} imageUrl={team.logo || undefined} />} title={<Link to={`/public/teams/${team.id}`}>{team.name}</Link>}>
      <EntityCardLine>{team.organizerName ? MESSAGES.byOrganizer(team.organizerName) : MESSAGES.unknownOrganizer}</EntityCardLine>
      {team.tournaments.length > 0 && <EntityCardNote>{team.tournaments.map((tournament) => tournament.name).join(' · ')}</EntityCardNote>}
    </EntityCard>
  );
}
