import { Link, useParams } from 'react-router-dom';
import { useLoad, type PublicPlayerTeam } from 'shared-data';
import { MESSAGES, computePlayerStatistics, playerAge, playerFullName, tallyPlayers, type Player } from 'shared-domain';
import { Alert, Badge, Card, EntityAvatar, LoadingPanel, StatGrid, StatTile, StatusScreen, buttonClassName } from 'shared-ui';
import { SocialLinks } from '../../social/components/social-links';
import { loadPublicPlayer, loadPublicTeamMatches } from '../api/load-public-player';

/**
 * Spec §2 "Public pages → Player", at /public/players/:id and /:orgName/players/:playerId. Only a player
 * with isPublic true is shown (spec §5).
 */
export function PublicPlayerScreen() {
  const params = useParams();
  const id = params.playerId ?? params.id ?? '';
  const found = useLoad(() => loadPublicPlayer(id), [id]);

  if (found.status === 'loading') return <LoadingPanel text="Loading player..." />;
  if (found.status === 'failed' || !found.data) {
    return (
      <StatusScreen
        title={found.status === 'failed' ? MESSAGES.playerLoadFailed : MESSAGES.playerNotFound}
        actions={
          <Link className={buttonClassName({ variant: 'primary' })} to="/">
            {MESSAGES.goToHome}
          </Link>
        }
      >
        <p>{found.status === 'failed' ? 'Please check your connection and try again.' : MESSAGES.playerNotFoundDefault}</p>
      </StatusScreen>
    );
  }
  return <PublicPlayer key={found.data.player.id} player={found.data.player} team={found.data.team} />;
}

function PublicPlayer({ player, team }: { player: Player; team: PublicPlayerTeam }) {
  const name = playerFullName(player) || 'Unnamed player';
  const age = playerAge(player.dateOfBirth, Date.now());
  const hasNumber = player.number !== null && player.number !== undefined;

  return (
    <div className="public-stack">
      <section className="public-hero public-player-hero" aria-labelledby="player-name">
        <EntityAvatar name={name} imageUrl={player.photo || undefined} size="xl" decorative />
        <h1 id="player-name">{name}</h1>
        <ul className="public-player-facts" aria-label="Player facts">
          {hasNumber && (
            <li>
              <Badge tone="accent" aria-label={`Number ${player.number}`}>
                #{player.number}
              </Badge>
            </li>
          )}
          {player.position && <li>{player.position}</li>}
          {age !== null && <li>{`${age} years old`}</li>}
        </ul>
        <p className="public-player-team">
          <EntityAvatar name={team.name} imageUrl={team.logo || undefined} size="sm" shape="rounded" decorative />
          <span>
            Plays for <Link to={`/public/teams/${team.id}`}>{team.name}</Link>
          </span>
        </p>
        <SocialLinks socialMedia={player.socialMedia} title="Connect" />
      </section>
      <PlayerStatisticsCard player={player} team={team} />
    </div>
  );
}

/** Statistics tiles over the matches of the public tournaments the player's team plays in. */
function PlayerStatisticsCard({ player, team }: { player: Player; team: PublicPlayerTeam }) {
  const matches = useLoad(() => loadPublicTeamMatches(team.id), [team.id]);
  if (matches.status === 'loading') {
    return (
      <Card title="Statistics">
        <LoadingPanel compact text="Loading statistics..." />
      </Card>
    );
  }
  if (matches.status === 'failed') {
    return (
      <Card title="Statistics">
        <Alert tone="error">The statistics could not be loaded right now.</Alert>
      </Card>
    );
  }
  // Public view: every scored game has an outcome (the spec's zero-score exclusion is the admin view's, §9).
  const stats = computePlayerStatistics(player.id, matches.data, { zeroScoresExcludedFromOutcomes: false });
  const tally = tallyPlayers([{ id: team.id, players: [player] }], matches.data)[0];
  return (
    <Card title="Statistics">
      <div className="public-stat-groups">
        <section aria-labelledby="player-results">
          <h3 id="player-results">Results</h3>
          <StatGrid minTileWidth="7rem">
            <StatTile label="Games" value={stats.games} />
            <StatTile label="Wins" value={stats.wins} />
            <StatTile label="Draws" value={stats.draws} />
            <StatTile label="Losses" value={stats.losses} />
          </StatGrid>
        </section>
        <section aria-labelledby="player-goals">
          <h3 id="player-goals">Goals</h3>
          <StatGrid minTileWidth="7rem">
            <StatTile label="Goals Scored" value={tally?.goals ?? 0} tone="accent" />
            <StatTile label="Assists" value={tally?.assists ?? 0} tone="accent" />
            <StatTile label="Goals For" value={stats.goalsFor} hint="team, in games played" />
            <StatTile label="Goals Against" value={stats.goalsAgainst} hint="team, in games played" />
          </StatGrid>
        </section>
      </div>
    </Card>
  );
}
