import { useId, useState } from 'react';
import { teamMatchList, type PublicTeamCard, type PublicTeamSeason } from 'shared-domain';
import { FixtureRow } from 'shared-football-ui';
import { Button, Card } from 'shared-ui';
import { publicMatchPath, renderPublicMatchLink } from '../match-link';
import { useClockAfterMount } from '../use-clock-after-mount';
import styles from './team-matches-card.module.css';

/** How many matches show before "Show all": the latest fixtures and results fit at a glance. */
const FIRST_MATCHES = 10;

/**
 * A team's matches in its public tournaments (the team page, and the player page for the player's
 * team), newest first, each one link to its public match page. Each season carries the names of the
 * teams its matches are played between.
 */
export function TeamMatchesCard({ seasons }: { seasons: readonly PublicTeamSeason[] }) {
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const now = useClockAfterMount();
  const matches = teamMatchList(seasons);
  const teams = new Map<string, PublicTeamCard>(seasons.flatMap((season) => season.teams.map((team) => [team.id, team] as const)));
  const shown = showAll ? matches : matches.slice(0, FIRST_MATCHES);
  return (
    <Card title="Matches">
      {matches.length === 0 ? (
        <p className={styles.empty}>No matches in public tournaments yet.</p>
      ) : (
        <>
          <ul id={listId} className={styles.list}>
            {shown.map(({ tournament, match }) => (
              <li key={`${tournament.id}/${match.id}`}>
                <FixtureRow
                  match={match}
                  teams={teams}
                  context={tournament.name}
                  now={now}
                  timeZone={tournament.timeZone}
                  venues={tournament.venues}
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
      )}
    </Card>
  );
}
