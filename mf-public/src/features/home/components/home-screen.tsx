import { useDeferredValue, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useCurrentOrganizerId } from 'shared-data';
import { MESSAGES, searchHome } from 'shared-domain';
import { Alert, Card, EmptyState, LoadingPanel, TextField, buttonClassName } from 'shared-ui';
import { useHomeSearchQuery } from '../api/use-home-search-query';
import { PageHero } from '../../../common/page-hero';
import { PublicPage } from '../../../common/public-page';
import { HomeResults } from './home-results';
import styles from './home-screen.module.css';

/** Spec §2 "Home": search organizers and public tournaments; an Admin Access button. */
export function HomeScreen() {
  const organizerId = useCurrentOrganizerId();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const data = useHomeSearchQuery();

  if (organizerId) return <Navigate to="/admin" replace />;

  const results = data.status === 'success' ? searchHome(deferredQuery, data.data.organizers, data.data.tournaments) : null;
  const empty = !results || (results.organizers.length === 0 && results.tournaments.length === 0);

  return (
    <PublicPage>
      <PageHero labelledBy="home-title">
        <h1 id="home-title">Find tournaments and organizers</h1>
        <p>Follow leagues and cups: fixtures, results, standings and players.</p>
        <div className={styles.search}>
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
      </PageHero>
      {data.status === 'pending' && <LoadingPanel />}
      {data.status === 'error' && <Alert tone="error">Search is unavailable right now. Please reload the page.</Alert>}
      {data.status === 'success' && results === null && (
        <Card title="Welcome">
          <p>Type a tournament or organizer name above to see public tournaments and organizers.</p>
        </Card>
      )}
      {results && empty && <EmptyState title={MESSAGES.noResultsFound} />}
      {results && !empty && <HomeResults results={results} organizers={data.status === 'success' ? data.data.organizers : []} />}
    </PublicPage>
  );
}
