import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { tournamentsRepository, useCurrentOrganizerId } from 'shared-data';
import { hasPlayoffSection, playoffZoneSize, type Tournament } from 'shared-domain';
import { Alert, Button, Card, ErrorPanel, LoadingPanel, buttonClassName } from 'shared-ui';
import { TOURNAMENT_CONFLICT_MESSAGE, useTournamentDetail } from '../hooks/use-tournament-detail';
import { CustomPlayoffEditor } from './custom-playoff-editor';
import { FixturesSection } from './fixtures-section';
import { PlayoffSection } from './playoff-section';
import { StandingsTable } from './standings-table';
import styles from './tournament-detail-screen.module.css';
import { TournamentDetailsForm } from './tournament-details-form';
import { TournamentHeader } from './tournament-header';
import { TournamentImages } from './tournament-images';
import { TournamentNotFound } from './tournament-not-found';
import { VisibilityToggle } from './visibility-toggle';
import layout from '../../../common/styles/layout.module.css';

/**
 * Spec §2 "Tournament detail": header (name, counts, public link, delete), visibility, location and
 * social links, standings, the playoff section of playoff modes, and the fixtures by round. Every
 * score, date or team edit saves one match; settings saves are version-checked.
 */
export function TournamentDetailScreen() {
  const { id = '' } = useParams();
  const organizerId = useCurrentOrganizerId() ?? '';
  const navigate = useNavigate();
  const detail = useTournamentDetail(id, organizerId);
  const [detailsKey, setDetailsKey] = useState(0);

  if (detail.status === 'loading') return <LoadingPanel text="Loading tournament..." />;
  if (detail.status === 'failed') {
    return (
      <ErrorPanel
        title="The tournament could not be loaded"
        message="Check your connection and try again."
        onRetry={detail.reload}
        actions={
          <Link className={buttonClassName({ variant: 'secondary' })} to="/tournaments">
            Back to Tournaments
          </Link>
        }
      />
    );
  }
  const { tournament, matches, teams } = detail;
  if (!tournament) return <TournamentNotFound />;

  const teamNames = new Map(teams.map((t) => [t.id, t.name]));
  const nameOf = (teamId: string) => teamNames.get(teamId) ?? 'Unknown team';
  const tournamentTeams = tournament.teamIds.map((teamId) => ({ id: teamId, name: nameOf(teamId) }));
  const zone = Math.min(playoffZoneSize(tournament.format), tournament.teamIds.length);
  const conflictAt = (place: 'visibility' | 'details' | 'playoffs' | 'custom') => (detail.conflict === place ? TOURNAMENT_CONFLICT_MESSAGE : null);
  const publicPath = `/public/tournaments/${tournament.id}`;

  const saveDetails = async (fields: Partial<Tournament>) => {
    const outcome = await detail.saveTournament('details', fields);
    // Show the fresh values the conflict brought instead of the stale draft.
    if (outcome === 'conflict') setDetailsKey((k) => k + 1);
    return outcome;
  };

  return (
    <div className={layout.stack}>
      <TournamentHeader
        tournament={tournament}
        matchCount={matches.length}
        onDelete={async () => {
          await tournamentsRepository.remove(tournament.id);
          navigate('/tournaments');
        }}
      />

      <Card title="Logo & Background">
        <TournamentImages tournament={tournament} save={saveDetails} />
      </Card>

      <div className={`${layout.grid2} ${layout.top}`}>
        <Card title="Visibility & Sharing">
          <VisibilityToggle
            visibility={tournament.visibility}
            onChange={(visibility) => detail.saveTournament('visibility', { visibility })}
            conflictNotice={conflictAt('visibility')}
          />
          <p className={styles.publicLink}>
            <span className={layout.muted}>Public link: </span>
            <a href={publicPath} target="_blank" rel="noopener noreferrer">
              {publicPath}
            </a>
          </p>
        </Card>
        <Card title="Location & Social">
          {conflictAt('details') && (
            <Alert tone="error" onDismiss={detail.dismissConflict}>
              {TOURNAMENT_CONFLICT_MESSAGE}
            </Alert>
          )}
          <TournamentDetailsForm key={`${tournament.id}-${detailsKey}`} tournament={tournament} onSave={saveDetails} />
        </Card>
      </div>

      <Card title="Standings" padding="none">
        <StandingsTable teamIds={tournament.teamIds} matches={matches} nameOf={nameOf} playoffZone={zone} />
      </Card>

      {hasPlayoffSection(tournament.format.mode) && (
        <Card title="Playoffs">
          <PlayoffSection
            tournament={tournament}
            matches={matches}
            teams={tournamentTeams}
            nameOf={nameOf}
            qualifiers={zone}
            onSaved={detail.replaceMatch}
            onStart={detail.startPlayoffs}
            conflictNotice={conflictAt('playoffs')}
          />
        </Card>
      )}

      {tournament.format.mode === 'league_custom_playoff' && (
        <Card title="Custom Playoff Configuration">
          <CustomPlayoffEditor
            tournament={tournament}
            teams={tournamentTeams}
            matches={matches}
            onSave={detail.saveCustomPlayoff}
            onRetrySync={() => detail.syncCustomPlayoff(tournament)}
            conflictNotice={conflictAt('custom')}
          />
        </Card>
      )}

      <Card title="Fixtures" actions={<Button size="sm" variant="ghost" onClick={detail.reload}>Refresh</Button>}>
        <FixturesSection matches={matches} teams={tournamentTeams} nameOf={nameOf} onSaved={detail.replaceMatch} />
      </Card>
    </div>
  );
}
