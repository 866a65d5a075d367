import { useId, useState } from 'react';
import { FixtureRow } from 'shared-football-ui';
import { Button } from 'shared-ui';
import { useTeamMatchesQuery, type TeamMatches } from '../api/use-team-matches-query';
import { publicMatchPath, renderPublicMatchLink } from '../match-link';
import { QueryCard } from '../query-card';
import styles from './team-matches-card.module.css';

/** How many matches show before "Show all": the latest fixtures and results fit at a glance. */
const FIRST_MATCHES = 10;

/**
 * A team's matches in its public tournaments (the team page, and the player page for the player's
 * team), newest first, each one link to its public match page.
 */
export function TeamMatchesCard({ teamId }: { teamId: string }) {
  const state = useTeamMatchesQuery(teamId);
  return (
    <QueryCard title="Matches" state={state} loadingText="Loading matches..." errorText="The matches could not be loaded right now.">
      {(data) => <TeamMatchList {...data} />}
    </QueryCard>
  );
}

function TeamMatchList({ matches, teams }: TeamMatches) {
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  if (matches.length === 0) return <p className={styles.empty}>No matches in public tournaments yet.</p>;
  const shown = showAll ? matches : matches.slice(0, FIRST_MATCHES);
  return (
    <>
      <ul id={listId} className={styles.list}>
        {shown.map(({ tournament, match }) => (
          <li key={`${tournament.id}/${match.id}`}>
            <FixtureRow
              match={match}
              teams={teams}
              context={tournament.name}
              matchHref={() => publicMatchPath(tournament.id, match.id)}
              renderMatchLink={renderPublicMatchLink}
            />
          </li>
        ))}
      </ul>
      {matches.length > FIRST_MATCHES && (
        <div className={styles.more}>
          <Button size="sm" variant="secondary" aria-expanded={showAll} aria-controls={listId} onClick={() => setShowAll(!showAll)}>
            {showAll ? 'Show fewer' : `Show all (${matches.length})`}
          </Button>
        </div>
      )}
    </>
  );
}
