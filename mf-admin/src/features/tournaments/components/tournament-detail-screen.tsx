import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { tournamentsRepository, useCurrentOrganizerId } from 'shared-data';
import {
  TOURNAMENT_MODE_LABELS,
  hasPlayoffSection,
  playoffZoneSize,
  safeExternalUrl,
  type Tournament,
} from 'shared-domain';
import { Alert, Button, Card, EntityAvatar, ErrorPanel, LoadingPanel, PageHeader, buttonClassName } from 'shared-ui';
import { TOURNAMENT_CONFLICT_MESSAGE, useTournamentDetail } from '../hooks/use-tournament-detail';
import { CustomPlayoffEditor } from './custom-playoff-editor';
import { DeleteTournament } from './delete-tournament';
import { FixturesSection } from './fixtures-section';
import { PlayoffSection } from './playoff-section';
import { StandingsTable } from './standings-table';
import { TournamentDetailsForm } from './tournament-details-form';
import { TournamentImages } from './tournament-images';
import { TournamentNotFound } from './tournament-not-found';
import { VisibilityToggle } from './visibility-toggle';

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
  const locationLink = safeExternalUrl(tournament.location?.link);
  const publicPath = `/public/tournaments/${tournament.id}`;

  const saveDetails = async (fields: Partial<Tournament>) => {
    const outcome = await detail.saveTournament('details', fields);
    // Show the fresh values the conflict brought instead of the stale draft.
    if (outcome === 'conflict') setDetailsKey((k) => k + 1);
    return outcome;
  };

  return (
    <div className="admin-stack tour-detail">
      <PageHeader
        eyebrow={
          <Link className={buttonClassName({ variant: 'ghost', size: 'sm' })} to="/tournaments">
            ← All tournaments
          </Link>
        }
        leading={<EntityAvatar name={tournament.name} imageUrl={tournament.logo || undefined} shape="rounded" size="lg" fallback="🏆" decorative />}
        title={tournament.name}
        subtitle={
          <span className="tour-detail__facts">
            <span>{TOURNAMENT_MODE_LABELS[tournament.format.mode] ?? tournament.format.mode}</span>
            <span>{tournament.teamIds.length} teams</span>
            <span>{matches.length} matches</span>
            {tournament.location?.name &&
              (locationLink ? (
                <a href={locationLink} target="_blank" rel="noopener noreferrer">
                  📍 {tournament.location.name}
                </a>
              ) : (
                <span>📍 {tournament.location.name}</span>
              ))}
            {(['facebook', 'instagram'] as const).map((network) => {
              const href = safeExternalUrl(tournament.socialMedia?.[network]);
              return href ? (
                <a key={network} href={href} target="_blank" rel="noopener noreferrer">
                  {network === 'facebook' ? 'Facebook' : 'Instagram'}
                </a>
              ) : null;
            })}
          </span>
        }
        actions={
          <>
            <a className={buttonClassName({ variant: 'secondary' })} href={publicPath} target="_blank" rel="noopener noreferrer">
              Public Page ↗
            </a>
            <DeleteTournament
              name={tournament.name}
              onDelete={async () => {
                await tournamentsRepository.remove(tournament.id);
                navigate('/tournaments');
              }}
            />
          </>
        }
      />

      <Card title="Logo & Background">
        <TournamentImages tournament={tournament} save={saveDetails} />
      </Card>

      <div className="admin-grid-2 tour-top-grid">
        <Card title="Visibility & Sharing">
          <VisibilityToggle
            visibility={tournament.visibility}
            onChange={(visibility) => detail.saveTournament('visibility', { visibility })}
            conflictNotice={conflictAt('visibility')}
          />
          <p className="tour-public-link">
            <span className="admin-muted">Public link: </span>
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
