import { Link } from 'react-router-dom';
import { isPublicVisibility, type Tournament } from 'shared-domain';
import { Card } from 'shared-ui';
import { embedSnippet } from '../../../../common/embed-snippet';
import { MutedText } from '../../../../common/muted-text';
import { SnippetBlock } from '../../../../common/snippet-block';
import styles from './embed-match-card.module.css';

/** The public embed guide, opened on this match. */
const embedGuidePath = (tournamentId: string, matchId: string) => `/embed?${new URLSearchParams({ tournament: tournamentId, match: matchId })}`;

/**
 * "Embed this match": the snippet a club or news site pastes to show this match live, a Copy snippet
 * button and the way to the embed guide (themes, live preview). The widget reads public data only, so
 * the card says so, and says it plainly while the tournament is private.
 */
export function EmbedMatchCard({ tournament, matchId }: { tournament: Pick<Tournament, 'id' | 'visibility'>; matchId: string }) {
  const snippet = embedSnippet({ origin: window.location.origin, tournamentId: tournament.id, matchId });
  return (
    <Card
      title="Embed this match"
      headingLevel={2}
      actions={
        <Link className={styles.guide} to={embedGuidePath(tournament.id, matchId)}>
          Open embed guide
        </Link>
      }
    >
      <div className={styles.body}>
        <p className={styles.text}>Paste these two lines into any web page to show this match there, updated live.</p>
        <SnippetBlock snippet={snippet} label="Embed snippet" />
        <MutedText>
          {isPublicVisibility(tournament.visibility)
            ? 'The widget shows the match only while the tournament is public.'
            : 'This tournament is private: the widget shows "Match not available" until you make the tournament public.'}
        </MutedText>
      </div>
    </Card>
  );
}
