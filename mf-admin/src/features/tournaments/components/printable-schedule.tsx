import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import type { PrintedSchedule } from 'shared-domain/match-day';
import styles from './printable-schedule.module.css';

/** "Saturday 7 June 2025": the day as printed (a plan's day is a wall-clock date, so it is read at noon UTC). */
const dayText = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * A printed schedule (issue 25): the sheet is put beside the app at the end of the page and the print dialog
 * opened once it is there. On screen it is never shown; in print it is the only thing shown (the print CSS
 * hides everything else of the page: navigation, the planner, its buttons and forms), black on white, a day per
 * page. `request` counts the organizer's "Print" clicks, so printing the same schedule again prints again;
 * `onPrinted` hears when the dialog is closed.
 */
export function PrintableSchedule({ schedule, request, onPrinted }: { schedule: PrintedSchedule; request: number; onPrinted: () => void }) {
  useEffect(() => {
    globalThis.addEventListener('afterprint', onPrinted);
    return () => globalThis.removeEventListener('afterprint', onPrinted);
  }, [onPrinted]);
  useEffect(() => {
    globalThis.print();
  }, [request]);

  return createPortal(
    <article className={styles.sheet} aria-label={`Printed schedule of ${schedule.title}`}>
      {schedule.days.length === 0 && (
        <header>
          <p className={styles.tournament}>{schedule.tournament}</p>
          <h1 className={styles.title}>{schedule.title}</h1>
          <p>No scheduled matches.</p>
        </header>
      )}
      {schedule.days.map(({ day, matches }) => (
        <section key={day} className={styles.day}>
          <header>
            <p className={styles.tournament}>{schedule.tournament}</p>
            <h1 className={styles.title}>
              {schedule.title}, {dayText(day)}
            </h1>
            {schedule.venue !== '' && <p>{schedule.venue}</p>}
          </header>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Kick-off</th>
                <th scope="col">Pitch</th>
                <th scope="col">Home</th>
                <th scope="col">Away</th>
                <th scope="col">Round</th>
              </tr>
            </thead>
            <tbody>
              {matches.map((match) => (
                <tr key={match.matchId}>
                  <td>{match.kickOff}</td>
                  <td>{match.pitch}</td>
                  <td>{match.home}</td>
                  <td>{match.away}</td>
                  <td>{match.round}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </article>,
    document.body,
  );
}
