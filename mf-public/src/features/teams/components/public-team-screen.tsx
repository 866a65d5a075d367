import { Link, useParams } from 'react-router-dom';
import { teamsRepository, useLoad } from 'shared-data';
import { MESSAGES, isPlayerPubliclyVisible, publicTeamCounts } from 'shared-domain';
import { SocialLinks } from '../../social/components/social-links';
import { Card, EntityAvatar, LoadingPanel, StatTile, StatusScreen, TeamColors, buttonClassName } from 'shared-ui';

/** Spec §2 "Public pages → Team": hero, counts, colours, photo and the public squad. */
export function PublicTeamScreen() {
  const { id = '' } = useParams();
  const team = useLoad(() => teamsRepository.get(id), [id]);

  if (team.status === 'loading') return <LoadingPanel />;
  if (team.status === 'failed' || !team.data) {
    return (
      <StatusScreen
        title={team.status === 'failed' ? MESSAGES.teamLoadFailed : MESSAGES.teamNotFound}
        actions={
          <Link className={buttonClassName({ variant: 'primary' })} to="/">
            {MESSAGES.goToHome}
          </Link>
        }
      >
        <p>{MESSAGES.teamNotFoundDefault}</p>
      </StatusScreen>
    );
  }

  const { name, logo, colors, photo } = team.data;
  const squad = (team.data.players ?? []).filter(isPlayerPubliclyVisible);
  const counts = publicTeamCounts(team.data);
  return (
    <div className="public-stack">
      <section className="public-hero public-team-hero" aria-labelledby="team-name">
        <EntityAvatar name={name} imageUrl={logo || undefined} size="lg" />
        <h1 id="team-name">{name}</h1>
        <TeamColors colors={colors} />
      </section>
      <div className="public-stats">
        <StatTile label="Players" value={counts.players} />
        <StatTile label="Colors" value={counts.colors} />
        <StatTile label="Keepers" value={counts.keepers} />
        <StatTile label="Outfield" value={counts.outfield} />
      </div>
      <section aria-labelledby="squad-title">
        <h2 id="squad-title">Squad</h2>
        {squad.length === 0 ? (
          <p className="public-muted">No public players yet.</p>
        ) : (
          <ul className="public-grid">
            {squad.map((player) => (
              <li key={player.id}>
                <Card>
                  <div className="public-card-row">
                    <EntityAvatar name={`${player.firstName} ${player.lastName}`} imageUrl={player.photo || undefined} />
                    <div>
                      <h3>
                        <Link to={`/public/players/${player.id}`}>
                          {player.firstName} {player.lastName}
                        </Link>
                      </h3>
                      <p className="public-muted">
                        {player.number != null ? `#${player.number} · ` : ''}
                        {player.position}
                      </p>
                    </div>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
      <SocialLinks socialMedia={team.data.socialMedia} title="Connect With Us" />
      {photo && (
        <Card title="Team Photo">
          <img className="public-team-photo" src={photo} alt={`${name} team`} />
        </Card>
      )}
    </div>
  );
}
