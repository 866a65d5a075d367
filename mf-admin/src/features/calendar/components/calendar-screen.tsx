import { useState } from 'react';
import { Link } from 'react-router-dom';
import { queryKeys, useCurrentOrganizerId, useSkippedItems } from 'shared-data';
import { groupMatchesByDate } from 'shared-domain';
import { formatDate } from 'shared-football-ui';
import { Alert, Badge, Button, EmptyState, LoadingPanel, PageHeader, SelectField, SkippedItemsNote, buttonClassName } from 'shared-ui';
import { useCalendarQuery } from '../api/use-calendar-query';
import layout from '../../../common/styles/layout.module.css';
import { CalendarMatch } from './calendar-match';
import styles from './calendar-screen.module.css';

/**
 * Spec §2 "Match Calendar": every match of the organizer's tournaments, by day, undated ones last.
 * Matches and tournaments stored in a shape the app cannot read are left out (a tournament's with it)
 * and counted under the header.
 */
export function CalendarScreen() {
  const organizerId = useCurrentOrganizerId() ?? '';
  const data = useCalendarQuery(organizerId);
  const skipped = useSkippedItems([queryKeys.organizerMatches(organizerId), queryKeys.tournaments(organizerId)]);
  const [tournamentFilter, setTournamentFilter] = useState('');
  // The moment the screen opened: statuses (live, finished) and Today are read against it.
  const [now] = useState(() => Date.now());
  const today = localDay(now);

  const header = <PageHeader title="Match Calendar" subtitle="All matches of your tournaments, by date." />;
  if (data.status === 'pending') {
    return (
      <div className={layout.stack}>
        {header}
        <LoadingPanel text="Loading matches..." />
      </div>
    );
  }
  if (data.status === 'error') {
    return (
      <div className={layout.stack}>
        {header}
        <Alert tone="error">
          Could not load your matches.{' '}
          <Button size="sm" variant="ghost" onClick={data.retry}>
            Retry
          </Button>
        </Alert>
      </div>
    );
  }

  const { matches, tournaments, teams } = data.data;
  const tournamentNames = new Map(tournaments.map((t) => [t.id, t.name]));
  const teamNames = new Map(teams.map((t) => [t.id, t.name]));
  const shown = tournamentFilter ? matches.filter((m) => m.tournamentId === tournamentFilter) : matches;
  const groups = groupMatchesByDate(shown);

  return (
    <div className={layout.stack}>
      {header}
      <SkippedItemsNote count={skipped} />
      {matches.length === 0 ? (
        <EmptyState
          icon="📅"
          title="No matches yet"
          description="Create a tournament: its fixtures appear here."
          action={
            <Link className={buttonClassName({ variant: 'primary' })} to="/tournaments">
              Go to Tournaments
            </Link>
          }
        />
      ) : (
        <>
          <div className={styles.toolbar}>
            <SelectField
              label="Tournament"
              name="tournament-filter"
              value={tournamentFilter}
              onChange={(e) => setTournamentFilter(e.target.value)}
              placeholder="All tournaments"
              options={tournaments.map((t) => ({ value: t.id, label: t.name }))}
            />
            <p className={layout.muted}>
              {shown.length} match{shown.length === 1 ? '' : 'es'}
            </p>
          </div>
          {groups.map((group) => {
            const headingId = `cal-${group.dateISO ?? 'undated'}`;
            return (
              <section key={group.dateISO ?? 'undated'} className={styles.day} aria-labelledby={headingId}>
                <h2 id={headingId} className={styles.dayTitle}>
                  {group.dateISO ? formatDate(group.dateISO, 'full') : 'Date not set'}
                  {group.dateISO === today && <Badge tone="accent">Today</Badge>}
                </h2>
                <ul className={styles.list}>
                  {group.matches.map((match) => (
                    <CalendarMatch
                      key={`${match.tournamentId}/${match.id}`}
                      match={match}
                      tournamentName={tournamentNames.get(match.tournamentId) ?? 'Unknown tournament'}
                      nameOf={(id) => teamNames.get(id)}
                      now={now}
                    />
                  ))}
                </ul>
              </section>
            );
          })}
        </>
      )}
    </div>
  );
}

function localDay(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
