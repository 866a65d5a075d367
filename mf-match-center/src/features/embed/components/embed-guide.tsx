import { Card } from 'shared-ui';
import styles from './embed-screen.module.css';

/** What the two lines of the snippet do, where the ids come from, and what the widget shows. */
export function EmbedGuide({ origin }: { origin: string }) {
  const loader = `${origin}/widget.js`;
  return (
    <Card title="How it works" headingLevel={2}>
      <ol className={styles.steps}>
        <li>
          <code>{`<script src="${loader}" defer></script>`}</code> loads the widget from <code>{loader}</code>. Put it once in the page,
          however many matches the page shows.
        </li>
        <li>
          <code>{'<match-center-widget tournament-id="…" match-id="…"></match-center-widget>'}</code> shows one match where you place it.
          Both ids are in the address of the match page: <code>/public/tournaments/TOURNAMENT_ID/matches/MATCH_ID</code>. Add{' '}
          <code>theme=&quot;dark&quot;</code> for a dark page; bright is the default.
        </li>
      </ol>
      <p className={styles.note}>
        The widget shows matches of public tournaments only; a private or missing match reads &quot;Match not available&quot;. It updates by
        itself when the score, a goal, the lineups or the statistics change. It draws inside its own shadow root, so your page&apos;s styles
        do not change it and its styles do not touch your page; <code>::part(container)</code>, <code>::part(header)</code> and{' '}
        <code>::part(score)</code> let you adjust it on purpose.
      </p>
    </Card>
  );
}
