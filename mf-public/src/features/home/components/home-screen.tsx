import { useDeferredValue, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { organizersRepository, tournamentsRepository, useCurrentOrganizerId, useLoad } from 'shared-data';
import { MESSAGES, searchHome } from 'shared-domain';
import { Alert, Card, EmptyState, LoadingPanel, TextField, buttonClassName } from 'shared-ui';
import { OrganizerResultCard } from './organizer-result-card';
import { TournamentResultCard } from './tournament-result-card';

/** Spec §2 "Home": search organizers and public tournaments; an Admin Access button. */
export function HomeScreen() {
  const organizerId = useCurrentOrganizerId();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const data = useLoad(
    () => Promise.all([organizersRepository.list(), tournamentsRepository.listPublic()]),
    [],
  );

  if (organizerId) return <Navigate to="/admin" replace />;

  const results = data.status === 'ready' ? searchHome(deferredQuery, data.data[0], data.data[1]) : null;
  const searching = results !== null;
  const empty = !results || (results.organizers.length === 0 && results.tournaments.length === 0);
  const organizerNames = new Map(data.status === 'ready' ? data.data[0].map((o) => [o.id, o.name]) : []);

  return (
    <div className="public-stack">
      <section className="public-hero" aria-labelledby="home-title">
        <h1 id="home-title">Find tournaments and organizers</h1>
        <p>Follow leagues and cups: fixtures, results, standings and players.</p>
        <div className="public-search">
          <TextField
            label="Search organizers and tournaments"
            name="search"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <Link className={buttonClassName({ variant: 'secondary' })} to="/admin/login">
          Admin Access
        </Link>
      </section>
      {data.status === 'loading' && <LoadingPanel />}
      {data.status === 'failed' && <Alert tone="error">Search is unavailable right now. Please reload the page.</Alert>}
      {data.status === 'ready' && !searching && (
        <Card title="Welcome">
          <p>Type a tournament or organizer name above to see public tournaments and organizers.</p>
        </Card>
      )}
      {data.status === 'ready' && searching && empty && <EmptyState title={MESSAGES.noResultsFound} />}
      {results && !empty && (
        <div className="public-results">
          {results.organizers.length > 0 && (
            <section aria-labelledby="organizer-results">
              <h2 id="organizer-results">Organizers ({results.organizers.length})</h2>
              <ul className="public-grid">
                {results.organizers.map((organizer) => (
                  <OrganizerResultCard key={organizer.id} organizer={organizer} />
                ))}
              </ul>
            </section>
          )}
          {results.tournaments.length > 0 && (
            <section aria-labelledby="tournament-results">
              <h2 id="tournament-results">Tournaments ({results.tournaments.length})</h2>
              <ul className="public-grid">
                {results.tournaments.map((tournament) => (
                  <TournamentResultCard
                    key={tournament.id}
                    tournament={tournament}
                    organizerName={organizerNames.get(tournament.organizerId) ?? null}
                  />
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </div>
  );
}
