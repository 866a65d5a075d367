import { Link, useParams } from 'react-router-dom';
import { useLoad } from 'shared-data';
import { MESSAGES, publicPlayoffRounds, safeExternalUrl, tournamentFormatLabel, type Team } from 'shared-domain';
import { Button, Card, EntityAvatar, LoadingPanel, StatGrid, StatTile, StatusScreen, buttonClassName } from 'shared-ui';
import { SocialLinks } from '../../social/components/social-links';
import { loadPublicTournament, type PublicTournamentData } from '../api/load-public-tournament';
import { FixturesSection } from './fixtures-section';
import { PlayerStatistics } from './player-statistics';
import { PlayoffBracket } from './playoff-bracket';
import { StandingsTable } from './standings-table';

const homeLink = (
  <Link className={buttonClassName({ variant: 'primary' })} to="/">
    {MESSAGES.goToHome}
  </Link>
);

/**
 * Spec §2 "Public pages → Tournament", at /public/tournaments/:id and /:orgName/:tournamentId.
 * Private or missing tournaments read as not found.
 */
export function PublicTournamentScreen() {
  const params = useParams();
  const id = params.tournamentId ?? params.id ?? '';
  const data = useLoad(() => loadPublicTournament(id), [id]);

  if (data.status === 'loading') return <LoadingPanel text="Loading tournament..." />;
  if (data.status === 'failed') {
    return (
      <StatusScreen
        title={MESSAGES.tournamentLoadFailed}
        actions={
          <>
            <Button onClick={data.reload}>Try Again</Button>
            {homeLink}
          </>
        }
      >
        <p>Please check your connection and try again.</p>
      </StatusScreen>
    );
  }
  if (!data.data) {
    return (
      <StatusScreen title={MESSAGES.tournamentNotFound} actions={homeLink}>
        <p>{MESSAGES.tournamentNotFoundDefault}</p>
      </StatusScreen>
    );
  }
  return <PublicTournament data={data.data} />;
}

function PublicTournament({ data }: { data: PublicTournamentData }) {
  const { tournament, matches, teams } = data;
  const names = new Map([...teams.values()].map((team) => [team.id, team.name]));
  const tournamentTeams = (tournament.teamIds ?? []).map((teamId) => teams.get(teamId)).filter((team): team is Team => team !== undefined);
  const bracket = publicPlayoffRounds(tournament, matches);
  const locationName = tournament.location?.name?.trim();
  const locationUrl = safeExternalUrl(tournament.location?.link);

  return (
    <div className="public-stack">
      <section className="public-hero public-tournament-hero" aria-labelledby="tournament-name">
        <EntityAvatar name={tournament.name} imageUrl={tournament.logo || undefined} size="xl" shape="rounded" fallback={<TrophyIcon />} decorative />
        <h1 id="tournament-name">{tournament.name}</h1>
        <p>{tournamentFormatLabel(tournament.format)}</p>
        {(locationName || locationUrl) && (
          <p className="public-location">
            <svg className="public-location__icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
            </svg>
            <span className="ft-visually-hidden">Location: </span>
            {locationUrl ? (
              <a href={locationUrl} target="_blank" rel="noopener noreferrer">
                {locationName || 'View location'}
              </a>
            ) : (
              locationName
            )}
          </p>
        )}
        <SocialLinks socialMedia={tournament.socialMedia} title="Follow" />
      </section>

      <StatGrid minTileWidth="8rem" className="public-counts">
        <StatTile label="Teams" value={(tournament.teamIds ?? []).length} />
        <StatTile label="Matches" value={matches.length} />
      </StatGrid>

      <Card title="Standings" padding="none" className="public-section-card">
        <StandingsTable teamIds={tournament.teamIds ?? []} matches={matches} names={names} />
      </Card>

      <Card title="Statistics">
        <PlayerStatistics teams={tournamentTeams} matches={matches} names={names} />
      </Card>

      <Card title="Fixtures & Results">
        <FixturesSection matches={matches} names={names} />
      </Card>

      {bracket.length > 0 && (
        <Card title="Playoff Bracket">
          <PlayoffBracket rounds={bracket} names={names} />
        </Card>
      )}
    </div>
  );
}

/** Shown when the tournament has no logo (drawn, so it never depends on an emoji font). */
function TrophyIcon() {
  return (
    <svg viewBox="0 0 24 24" width="48%" height="48%" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 2h10v2h4v3a5 5 0 0 1-4.6 5A5 5 0 0 1 13 15.9V19h4v3H7v-3h4v-3.1A5 5 0 0 1 7.6 12 5 5 0 0 1 3 7V4h4V2Zm0 4H5v1a3 3 0 0 0 2 2.8V6Zm10 0v3.8A3 3 0 0 0 19 7V6h-2Z"
      />
    </svg>
  );
}
