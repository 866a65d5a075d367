import styles from './reconnecting-status.module.css';

/** What a live page says while its stream is down (the widget, which cannot use this kit, says the same). */
const RECONNECTING_TEXT = 'Reconnecting…';

/**
 * A small polite status while a page's live stream is down and being retried: what is shown may be out
 * of date until it is back. Renders nothing while connected (or connecting for the first time).
 */
export function ReconnectingStatus({ reconnecting }: { reconnecting: boolean }) {
  if (!reconnecting) return null;
  return (
    <p className={styles.status} role="status">
      {RECONNECTING_TEXT}
    </p>
  );
}
