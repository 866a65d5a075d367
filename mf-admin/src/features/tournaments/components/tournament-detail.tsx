import { Link, useNavigate } from 'react-router-dom';
import { computeStandings, hasPlayoffSection, knockoutTeamIds, playoffZoneSize, qualifiedTeamIds, seedingDiffersFromTable, tournamentChampion, type Match, type Team, type Tournament } from 'shared-domain';
import { pendingWriteOf } from 'shared-data';
import { ChampionBanner, StandingsTable, teamLabel, type TeamLinkProps } from 'shared-football-ui';
import { Alert, Card } from 'shared-ui';
import { TournamentCsv } from '../../../common/csv-import/tournament-csv';
import layout from '../../../common/styles/layout.module.css';
import { MatchDayCard } from './match-day-card';
import { CustomPlayoffEditor } from './custom-playoff-editor';
import { FixturesCard } from './fixtures-card';
import { NEW_TAB } from './new-tab';
import { PendingWriteAlert } from './pending-write-alert';
import { PlayoffSection } from './playoff-section';
import { ReseedPlayoffs } from './reseed-playoffs';
import { SetupInterrupted } from './setup-interrupted';
import styles from './tournament-detail-screen.module.css';
import { TournamentDetailsForm } from './tournament-details-form';
import { TournamentHeader } from './tournament-header';
import { TournamentImages } from './tournament-images';
import { VisibilityToggle } from './visibility-toggle';
import { GroupsKnockoutCards } from '../groups-knockout/groups-knockout-cards';
import { useCupResultGuard } from '../groups-knockout/use-cup-result-guard';

interface TournamentDetailProps {
  tournament: Tournament;
  matches: readonly Match[];
  teams: ReadonlyMap<string, Team>;
  /** Reads the tournament and its matches again (the Fixtures card's Refresh). */
  onRefresh: () => void;
}

const teamLink = ({ teamId, className, children }: TeamLinkProps) => (
  <Link to={`/teams/${teamId}`} className={className}>
    {children}
  </Link>
);

/**
 * Spec §2 "Tournament detail": header (name, counts, public link, delete), an interrupted creation with
 * Resume and Delete, a warning with "Finish now" while a playoff start stopped halfway, images,
 * visibility, location and social links, standings, the playoff section of playoff modes, and the fixtures by round. Every score, date or
 * team edit saves one match; settings saves are version-checked.
 */
export function TournamentDetail({ tournament, matches, teams, onRefresh }: TournamentDetailProps) {
  const nameOf = (teamId: string) => teamLabel(teamId, teams);
  const tournamentTeams = tournament.teamIds.map((teamId) => ({ id: teamId, name: nameOf(teamId) }));
  const zone = Math.min(playoffZoneSize(tournament.format), tournament.teamIds.length);
  const publicPath = `/public/tournaments/${tournament.id}`;
  const pending = pendingWriteOf(tournament);
  const navigate = useNavigate();
  const table = computeStandings(tournament.teamIds, matches, { tieBreakers: tournament.format.tieBreakers });
  // The table has moved away from the knockout's seeding: the Standings note says so, the Playoffs card explains a refused re-seed.
  const seedingMoved = seedingDiffersFromTable(knockoutTeamIds(tournament, matches), table);
  const champion = tournamentChampion(tournament, matches);
  // A cup's group result can change who plays its knockout: the fixtures ask first (issue 24).
  const cupGuard = useCupResultGuard(tournament.format.mode === 'groups_knockout' ? tournament : null, matches, nameOf);

  return (
    <div className={layout.stack}>
      <TournamentHeader tournament={tournament} matchCount={matches.length} />
      {pending === 'creation' && <SetupInterrupted tournament={tournament} onDeleted={() => navigate('/tournaments')} />}
      {(pending === 'playoff-start' || pending === 'playoff-reseed') && <PendingWriteAlert tournamentId={tournament.id} pending={pending} />}
      {champion && <ChampionBanner teamId={champion} teams={teams} renderName={(name) => <Link to={`/teams/${champion}`}>{name}</Link>} />}

      <Card title="Logo & Background">
        <TournamentImages tournament={tournament} />
      </Card>

      <div className={`${layout.grid2} ${layout.top}`}>
        <Card title="Visibility & Sharing">
          <VisibilityToggle tournamentId={tournament.id} visibility={tournament.visibility} />
          <p className={styles.publicLink}>
            <span className={layout.muted}>Public link: </span>
            <a href={publicPath} {...NEW_TAB}>
              {publicPath}
            </a>
          </p>
        </Card>
        <Card title="Location & Social">
          <TournamentDetailsForm key={tournament.id} tournament={tournament} />
        </Card>
      </div>

      {tournament.format.groupsKnockout ? (
        <GroupsKnockoutCards tournament={tournament} settings={tournament.format.groupsKnockout} matches={matches} teams={teams} tournamentTeams={tournamentTeams} nameOf={nameOf} />
      ) : (
        <Card title="Standings" padding="none">
          {seedingMoved && (
            <Alert tone="info" title="The playoff seeding stays as it was." className={styles.seedingNote}>
              League results changed after the playoffs were seeded. The bracket and the Qualified badges keep the teams seeded when the playoffs started.
              {hasPlayoffSection(tournament.format.mode) && <ReseedPlayoffs tournament={tournament} matches={matches} nameOf={nameOf} />}
            </Alert>
          )}
          <StandingsTable rows={table} teams={teams} qualified={qualifiedTeamIds(tournament, table, matches)} renderTeamLink={teamLink} emptyText="No teams in this tournament." />
        </Card>
      )}

      {hasPlayoffSection(tournament.format.mode) && (
        <Card title="Playoffs">
          <PlayoffSection tournament={tournament} matches={matches} teams={tournamentTeams} nameOf={nameOf} qualifiers={zone} seedingMoved={seedingMoved} />
        </Card>
      )}

      {tournament.format.mode === 'league_custom_playoff' && (
        <Card title="Custom Playoff Configuration">
          <CustomPlayoffEditor tournament={tournament} teams={tournamentTeams} matches={matches} />
        </Card>
      )}

      <MatchDayCard tournament={tournament} matches={matches} nameOf={nameOf} />

      {cupGuard.dialog}
      <FixturesCard matches={matches} teams={tournamentTeams} nameOf={nameOf} onRefresh={onRefresh} prepare={tournament.format.mode === 'groups_knockout' ? cupGuard.prepare : undefined} />

      <TournamentCsv tournament={tournament} matches={matches} teams={teams} />
    </div>
  );
}
