import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { MESSAGES, tournamentCalendarPath } from 'shared-domain';
import { ROUND_PARAM, roundFromParam, roundSearch, type SeasonPageView } from 'shared-domain/season-page';
import { ChampionBanner, FixturesList, PlayoffBracket, ReconnectingStatus, RoundNav, StandingsTable, type RoundLinkProps } from 'shared-football-ui';
import { Alert, Button, Card, LoadingPanel, StatGrid, StatTile, buttonClassName, cx, useDocumentTitle } from 'shared-ui';
import { CalendarSubscribe } from '../../../common/calendar-subscribe';
import { publicMatchHref, renderPublicMatchLink } from '../../../common/match-link';
import { NotFoundPage } from '../../../common/not-found-page';
import { shownAtAddress } from '../../../common/organizer-address';
import { LOAD_FAILED_TEXT, PageStatus } from '../../../common/page-status';
import { PublicPage } from '../../../common/public-page';
import { renderPublicTeamLink } from '../../../common/team-link';
import { WithClock } from '../../../common/with-clock';
import { pitchBoardPath } from '../pitch-board-route';
import { usePublicTournamentPage, type PublicTournamentPage } from '../api/use-public-tournament-page';
import { useLiveTournament } from '../hooks/use-live-tournament';
import { tournamentPageTitle } from '../page-title';
import { tournamentIdOf } from '../tournament-route';
import { CupGroupsCard, CupKnockoutCard } from './cup-sections';
import { PlayerStatistics } from './player-statistics';
import styles from './public-tournament-screen.module.css';
import { TournamentHero } from './tournament-hero';

/**
 * Spec §2 "Public pages → Tournament", at /public/tournaments/:id and /:orgName/:tournamentId, with `?round=N`
 * showing one round's fixtures (issue 23; the default view shows the last played and the current round).
 * Private or missing tournaments read as not found ("Tournament not found"), except at an organizer's
 * address, where they and another organizer's tournaments are the 404 page. A shown tournament stays live (useLiveTournament);
 * each fixture and bracket game links to its public match page.
 */
export function PublicTournamentScreen() {
  const params = useParams();
  const [search] = useSearchParams();
  const round = roundFromParam(search.get(ROUND_PARAM));
  const [allStatistics, setAllStatistics] = useState(false);
  const page = usePublicTournamentPage(tournamentIdOf(params), round, allStatistics);
  const { state } = page;

  if (state.status === 'pending') return <LoadingPanel text="Loading tournament..." />;
  if (state.status === 'error') return <PageStatus title={MESSAGES.tournamentLoadFailed} text={LOAD_FAILED_TEXT} onRetry={state.retry} />;
  // At /:orgName/:tournamentId (which any two-segment path reaches, /admin/organizer too) only the named organizer's tournament shows.
  if (!shownAtAddress(params, state.data?.organizer?.name)) return <NotFoundPage />;
  if (!state.data) return <PageStatus title={MESSAGES.tournamentNotFound} text={MESSAGES.tournamentNotFoundDefault} />;
  // A second click after a failed read reads again.
  const showAllStatistics = () => (allStatistics ? page.retry() : setAllStatistics(true));
  return <PublicTournament view={state.data} page={page} allStatistics={allStatistics} onShowAllStatistics={showAllStatistics} />;
}

/** A round's link inside the single-page app (a plain link without JavaScript: each round has its own server-rendered address). */
function renderRoundLink({ href, label, current, className, children }: RoundLinkProps) {
  return (
    <Link to={href} aria-label={label} aria-current={current} className={className}>
      {children}
    </Link>
  );
}

function PublicTournament({
  view,
  page,
  allStatistics,
  onShowAllStatistics,
}: {
  view: SeasonPageView;
  page: PublicTournamentPage;
  allStatistics: boolean;
  onShowAllStatistics: () => void;
}) {
  const { tournament, fixtures } = view;
  const teams = new Map(view.teams.map((team) => [team.id, team]));
  const matchHref = publicMatchHref(tournament.id, view.linkedMatchIds.map((id) => ({ id })));
  // Subscribed only once the tournament is shown: a private or missing one has no public events.
  const reconnecting = useLiveTournament(tournament.id, { servedVersion: page.servedVersion, onChange: page.readDocument });
  useDocumentTitle(tournamentPageTitle(tournament));
  const champion = view.champion;

  return (
    <PublicPage>
      <TournamentHero tournament={tournament} />
      <ReconnectingStatus reconnecting={reconnecting} />
      <CalendarSubscribe feedPath={tournamentCalendarPath(tournament.id)} />
      {/* Issue 25: the venue's board, for a tournament played on pitches. */}
      {tournament.venues?.some((venue) => venue.pitches.length > 0) && (
        <Link className={cx(buttonClassName({ variant: 'secondary', size: 'sm' }), styles.boardLink)} to={pitchBoardPath(tournament.id)}>
          Now and next on each pitch
        </Link>
      )}
      {champion && <ChampionBanner teamId={champion} teams={teams} renderName={(name) => renderPublicTeamLink({ teamId: champion, children: name })} />}

      <StatGrid minTileWidth="8rem">
        <StatTile label="Teams" value={view.counts.teams} />
        <StatTile label="Matches" value={view.counts.matches} />
      </StatGrid>

      {view.cup ? (
        <CupGroupsCard cup={view.cup} teams={teams} />
      ) : (
        <Card title="Standings" padding="none">
          <StandingsTable caption="League table" rows={view.standings} teams={teams} medals renderTeamLink={renderPublicTeamLink} className={styles.flushTable} />
        </Card>
      )}

      <Card title="Statistics">
        <PlayerStatistics statistics={view.statistics} teamLookup={teams} onShowAll={onShowAllStatistics} loadingAll={allStatistics && page.loading} />
      </Card>

      <Card title="Fixtures & Results">
        <div className={styles.fixtures} aria-busy={page.loading && !allStatistics ? true : undefined}>
          {page.failed && (
            <Alert tone="error" className={styles.readFailed}>
              {MESSAGES.tournamentLoadFailed}. {LOAD_FAILED_TEXT}{' '}
              <Button variant="secondary" size="sm" onClick={page.retry}>
                Try Again
              </Button>
            </Alert>
          )}
          <RoundNav
            rounds={fixtures.rounds}
            shown={fixtures.shown.map((tour) => tour.round)}
            requested={fixtures.requested !== null}
            roundHref={roundSearch}
            renderRoundLink={renderRoundLink}
          />
          <WithClock>
            {(now) => (
              <FixturesList
                matches={fixtures.shown.flatMap((tour) => tour.matches)}
                teams={teams}
                now={now}
                timeZone={tournament.timeZone}
                venues={tournament.venues}
                matchHref={matchHref}
                renderMatchLink={renderPublicMatchLink}
              />
            )}
          </WithClock>
        </div>
      </Card>

      {view.cup && <CupKnockoutCard cup={view.cup} tournamentId={tournament.id} teams={teams} />}

      {view.bracket.length > 0 && (
        <Card title="Playoff Bracket">
          <WithClock>
            {(now) => <PlayoffBracket rounds={view.bracket} teams={teams} now={now} timeZone={tournament.timeZone} matchHref={matchHref} renderMatchLink={renderPublicMatchLink} />}
          </WithClock>
        </Card>
      )}
    </PublicPage>
  );
}
