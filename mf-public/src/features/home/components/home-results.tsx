import type { ReactNode } from 'react';
import type { HomeSearchResults } from '../api/use-home-search-query';
import { EntityCardGrid } from '../../../common/entity-card-grid';
import { OrganizerResultCard } from './organizer-result-card';
import { PlayerResultCard } from './player-result-card';
import { TeamResultCard } from './team-result-card';
import { TournamentResultCard } from './tournament-result-card';
import styles from './home-screen.module.css';

/** One kind of result under a heading with its full count; nothing when none of that kind was found. */
function ResultGroup({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>
        {title} ({count})
      </h2>
      <EntityCardGrid>{children}</EntityCardGrid>
    </section>
  );
}

/** The matching organizers, tournaments, teams and players read so far, each group under a heading with its full count. */
export function HomeResults({ results }: { results: HomeSearchResults }) {
  return (
    <div className={styles.results}>
      <ResultGroup id="organizer-results" title="Organizers" count={results.organizerCount}>
        {results.organizers.map((organizer) => (
          <OrganizerResultCard key={organizer.id} organizer={organizer} />
        ))}
      </ResultGroup>
      <ResultGroup id="tournament-results" title="Tournaments" count={results.tournamentCount}>
        {results.tournaments.map((tournament) => (
          <TournamentResultCard key={tournament.id} tournament={tournament} />
        ))}
      </ResultGroup>
      <ResultGroup id="team-results" title="Teams" count={results.teamCount}>
        {results.teams.map((team) => (
          <TeamResultCard key={team.id} team={team} />
        ))}
      </ResultGroup>
      <ResultGroup id="player-results" title="Players" count={results.playerCount}>
        {results.players.map((player) => (
          <PlayerResultCard key={player.id} player={player} />
        ))}
      </ResultGroup>
    </div>
  );
}
