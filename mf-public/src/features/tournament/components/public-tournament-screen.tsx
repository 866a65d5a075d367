import { useParams } from 'react-router-dom';
import { MESSAGES, computeStandings, publicPlayoffRounds, tournamentCalendarPath, tournamentChampion, type Team } from 'shared-domain';
import { ChampionBanner, FixturesList, PlayoffBracket, ReconnectingStatus, StandingsTable } from 'shared-football-ui';
import { Card, LoadingPanel, StatGrid, StatTile, useDocumentTitle } from 'shared-ui';
import { CalendarSubscribe } from '../../../common/calendar-subscribe';
import { publicMatchHref, renderPublicMatchLink } from '../../../common/match-link';
import { NotFoundPage } from '../../../common/not-found-page';
import { shownAtAddress } from '../../../common/organizer-address';
import { LOAD_FAILED_TEXT, PageStatus } from '../../../common/page-status';
import { PublicPage } from '../../../common/public-page';
import { renderPublicTeamLink } from '../../../common/team-link';
import { useClockAfterMount } from '../../../common/use-clock-after-mount';
import { usePublicTournamentQuery, type PublicTournamentData } from '../api/use-public-tournament-query';
import { useLiveTournament } from '../hooks/use-live-tournament';
import { tournamentPageTitle } from '../page-title';
import { tournamentIdOf } from '../tournament-route';
import { PlayerStatistics } from './player-statistics';
import styles from './public-tournament-screen.module.css';
import { TournamentHero } from './tournament-hero';

/**
 * Spec §2 "Public pages → Tournament", at /public/tournaments/:id and /:orgName/:tournamentId.
 * Private or missing tournaments read as not found ("Tournament not found"), except at an organizer's
 * address, where they and another organizer's tournaments are the 404 page. A shown tournament stays live (useLiveTournament);
 * each fixture and bracket game links to its public match page.
 */
export function PublicTournamentScreen() {
  const params = useParams();
  const data = usePublicTournamentQuery(tournamentIdOf(params));

  if (data.status === 'pending') return <LoadingPanel text="Loading tournament..." />;
  if (data.status === 'error') return <PageStatus title={MESSAGES.tournamentLoadFailed} text={LOAD_FAILED_TEXT} onRetry={data.retry} />;
  // At /:orgName/:tournamentId (which any two-segment path reaches, /admin/organizer too) only the named organizer's tournament shows.
  if (!shownAtAddress(params, data.data?.organizer?.name)) return <NotFoundPage />;
  if (!data.data) return <PageStatus title={MESSAGES.tournamentNotFound} text={MESSAGES.tournamentNotFoundDefault} />;
  return <PublicTournament data={data.data} />;
}

function PublicTournament({ data }: { data: PublicTournamentData }) {
  const { tournament, matches, teams } = data;
  const teamIds = tournament.teamIds ?? [];
  const tournamentTeams = teamIds.map((teamId) => teams.get(teamId)).filter((team): team is Team => team !== undefined);
  const bracket = publicPlayoffRounds(tournament, matches);
  const champion = tournamentChampion(tournament, matches);
  const matchHref = publicMatchHref(tournament.id, matches);
  const now = useClockAfterMount();
  // Subscribed only once the tournament is shown: a private or missing one has no public events.
  const reconnecting = useLiveTournament(tournament.id);
  useDocumentTitle(tournamentPageTitle(tournament));

  return (
    <PublicPage>
      <TournamentHero tournament={tournament} />
      <ReconnectingStatus reconnecting={reconnecting} />
      <CalendarSubscribe feedPath={tournamentCalendarPath(tournament.id)} />
      {champion && <ChampionBanner teamId={champion} teams={teams} renderName={(name) => renderPublicTeamLink({ teamId: champion, children: name })} />}

      <StatGrid minTileWidth="8rem">
        <StatTile label="Teams" value={teamIds.length} />
        <StatTile label="Matches" value={matches.length} />
      </StatGrid>

      <Card title="Standings" padding="none">
        <StandingsTable
          caption="League table"
          rows={computeStandings(teamIds, matches, { tieBreakers: tournament.format.tieBreakers })}
          teams={teams}
          medals
          renderTeamLink={renderPublicTeamLink}
          className={styles.flushTable}
        />
      </Card>

      <Card title="Statistics">
        <PlayerStatistics teams={tournamentTeams} matches={matches} teamLookup={teams} />
      </Card>

      <Card title="Fixtures & Results">
        <FixturesList matches={matches} teams={teams} now={now} timeZone={tournament.timeZone} matchHref={matchHref} renderMatchLink={renderPublicMatchLink} />
      </Card>

      {bracket.length > 0 && (
        <Card title="Playoff Bracket">
          <PlayoffBracket rounds={bracket} teams={teams} now={now} timeZone={tournament.timeZone} matchHref={matchHref} renderMatchLink={renderPublicMatchLink} />
        </Card>
      )}
    </PublicPage>
  );
}
