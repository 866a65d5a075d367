import type { HomeSearchResults } from '../api/use-home-search-query';
import { EntityCardGrid } from '../../../common/entity-card-grid';
import { OrganizerResultCard } from './organizer-result-card';
import { TournamentResultCard } from './tournament-result-card';
import styles from './home-screen.module.css';

/** The matching organizers and tournaments read so far, each group under a heading with its full count. */
export function HomeResults({ results }: { results: HomeSearchResults }) {
  return (
    <div className={styles.results}>
      {results.organizers.length > 0 && (
        <section aria-labelledby="organizer-results">
          <h2 id="organizer-results">Organizers ({results.organizerCount})</h2>
          <EntityCardGrid>
            {results.organizers.map((organizer) => (
              <OrganizerResultCard key={organizer.id} organizer={organizer} />
            ))}
          </EntityCardGrid>
        </section>
      )}
      {results.tournaments.length > 0 && (
        <section aria-labelledby="tournament-results">
          <h2 id="tournament-results">Tournaments ({results.tournamentCount})</h2>
          <EntityCardGrid>
            {results.tournaments.map((tournament) => (
              <TournamentResultCard key={tournament.id} tournament={tournament} />
            ))}
          </EntityCardGrid>
        </section>
      )}
    </div>
  );
}
