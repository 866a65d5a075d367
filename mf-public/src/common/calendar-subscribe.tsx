import { useId, useSyncExternalStore } from 'react';
import { gatewayUrl } from 'shared-data';
import { calendarSubscribeLinks } from 'shared-domain';
import { buttonClassName } from 'shared-ui';
import styles from './calendar-subscribe.module.css';

/** The address never changes while the page is open: nothing to subscribe to. */
const unchanging = () => () => undefined;

/**
 * The feed's absolute address in the browser. Null on the server, and while the browser takes the
 * server's HTML over: the server does not know the address the visitor used, so both render the same
 * links, and the browser adds the address right after.
 */
function useFeedUrl(feedPath: string): string | null {
  return useSyncExternalStore(
    unchanging,
    () => gatewayUrl(feedPath),
    () => null,
  );
}

const linkClass = buttonClassName({ variant: 'secondary', size: 'sm' });

/**
 * "Subscribe to calendar" (issue 13): plain links, so they work without this page's script once it has
 * the address: Subscribe (webcal://, the visitor's calendar app), Google Calendar, and Download .ics.
 * Before that (a page read without JavaScript) Subscribe and Download fetch the .ics file itself.
 * `feedPath` is the feed's gateway path (tournamentCalendarPath, teamCalendarPath).
 */
export function CalendarSubscribe({ feedPath }: { feedPath: string }) {
  const titleId = useId();
  const feedUrl = useFeedUrl(feedPath);
  const links = feedUrl === null ? null : calendarSubscribeLinks(feedUrl);
  return (
    <section className={styles.subscribe} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Subscribe to calendar
      </h2>
      <ul className={styles.links}>
        <li>
          <a className={linkClass} href={links?.webcal ?? feedPath}>
            Subscribe
          </a>
        </li>
        {links && (
          <li>
            <a className={linkClass} href={links.google} target="_blank" rel="noopener noreferrer">
              Google Calendar
            </a>
          </li>
        )}
        <li>
          <a className={linkClass} href={feedUrl ?? feedPath} download>
            Download .ics
          </a>
        </li>
      </ul>
    </section>
  );
}
