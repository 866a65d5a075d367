import { Link, useParams } from 'react-router-dom';
import { teamsRepository, useLoad } from 'shared-data';
import { MESSAGES } from 'shared-domain';
import { Card, EntityAvatar, LoadingPanel, StatTile, TeamColors, buttonClassName } from 'shared-ui';

/** Spec §2 "Public pages → Team": hero, counts, colours, photo and the public squad. */
export function PublicTeamScreen() {
  const { id = '' } = useParams();
  const team = useLoad(() => teamsRepository.get(id), [id]);

  if (team.status === 'loading') return <LoadingPanel />;
  if (team.status === 'failed' || !team.data) {
    return (
      <section className="public-not-found" aria-labelledby="team-not-found">
        <h1 id="team-not-found">{team.status === 'failed' ? MESSAGES.teamLoadFailed : MESSAGES.teamNotFound}</h1>
        <p>{MESSAGES.teamNotFoundDefault}</p>
        <Link className={buttonClassName({ variant: 'primary' })} to="/">
          {MESSAGES.goToHome}
        </Link>
      </section>
    );
  }

  const { name, logo, colors, photo } = team.data;
  const squad = (team.data.players ?? []).filter((player) => player.isPublic);
  return (
    <div className="public-stack">
      <section className="public-hero public-team-hero" aria-labelledby="team-name">
        <EntityAvatar name={name} imageUrl={logo || undefined} size="lg" />
        <h1 id="team-name">{name}</h1>
        <TeamColors colors={colors} />
      </section>
      <div className="public-stats">
        <StatTile label="Players" value={squad.length} />
        <StatTile label="Colors" value={colors.length} />
      </div>
      {photo && (
        <Card title="Team Photo">
          <img className="public-team-photo" src={photo} alt={`${name} team`} />
        </Card>
      )}
    </div>
  );
}
