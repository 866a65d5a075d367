import type { Organizer, searchHome } from 'shared-domain';
import { EntityCardGrid } from '../../../common/entity-card-grid';
import { OrganizerResultCard } from './organizer-result-card';
import { TournamentResultCard } from './tournament-result-card';
import styles from './home-screen.module.css';

type HomeSearchResults = NonNullable<ReturnType<typeof searchHome>>;

/** The matching organizers and tournaments, each group under a heading with its count. */
export function HomeResults({ results, organizers }: { results: HomeSearchResults; organizers: readonly Organizer[] }) {
  const organizerNames = new Map(organizers.map((o) => [o.id, o.name]));
  return (
    <div className={styles.results}>
      {results.organizers.length > 0 && (
        <section aria-labelledby="organizer-results">
          <h2 id="organizer-results">Organizers ({results.organizers.length})</h2>
          <EntityCardGrid>
            {results.organizers.map((organizer) => (
              <OrganizerResultCard key={organizer.id} organizer={organizer} />
            ))}
          </EntityCardGrid>
        </section>
      )}
      {results.tournaments.length > 0 && (
        <section aria-labelledby="tournament-results">
          <h2 id="tournament-results">Tournaments ({results.tournaments.length})</h2>
          <EntityCardGrid>
            {results.tournaments.map((tournament) => (
              <TournamentResultCard
                key={tournament.id}
                tournament={tournament}
                organizerName={organizerNames.get(tournament.organizerId) ?? null}
              />
            ))}
          </EntityCardGrid>
        </section>
      )}
    </div>
  );
}
