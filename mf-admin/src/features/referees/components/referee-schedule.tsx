import { useId, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queries } from 'shared-data';
import type { Referee, Team } from 'shared-domain';
import { refereeSchedule } from 'shared-domain/match-day';
import { Alert, Button, LoadingPanel } from 'shared-ui';
import layout from '../../../common/styles/layout.module.css';
import styles from './referee-schedule.module.css';

interface RefereeScheduleProps {
  referee: Referee;
  organizerId: string;
  teams: readonly Team[];
  onClose: () => void;
}

/**
 * A referee's own schedule (issue 25): their matches in kick-off order (day, time, pitch, teams, tournament),
 * printable on its own (print CSS hides the rest of the page and the buttons).
 */
export function RefereeSchedule({ referee, organizerId, teams, onClose }: RefereeScheduleProps) {
  const headingId = useId();
  const matches = useQuery(queries.organizerMatches(organizerId));
  const tournaments = useQuery(queries.tournaments(organizerId));
  const rows = useMemo(() => {
    const names = new Map(teams.map((team) => [team.id, team.name]));
    return refereeSchedule(referee.id, tournaments.data ?? [], matches.data ?? [], (id) => names.get(id) ?? id);
  }, [referee.id, tournaments.data, matches.data, teams]);

  return (
    <section className={styles.schedule} aria-labelledby={headingId}>
      <h2 id={headingId}>Schedule of {referee.name}</h2>
      <div className={`${layout.actions} ${styles.noPrint}`}>
        <Button size="sm" onClick={() => window.print()}>
          Print
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
      {(matches.isPending || tournaments.isPending) && <LoadingPanel compact />}
      {(matches.isError || tournaments.isError) && <Alert tone="error">Could not load the matches.</Alert>}
      {matches.isSuccess && tournaments.isSuccess && rows.length === 0 && <p className={layout.muted}>No matches assigned to {referee.name} yet.</p>}
      {rows.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Kick-off</th>
              <th scope="col">Pitch</th>
              <th scope="col">Match</th>
              <th scope="col">Tournament</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.tournamentId} ${row.matchId}`}>
                <td>{row.day || 'To be confirmed'}</td>
                <td>{row.time}</td>
                <td>{row.pitch}</td>
                <td>
                  {row.home} v {row.away}
                </td>
                <td>{row.tournament}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
