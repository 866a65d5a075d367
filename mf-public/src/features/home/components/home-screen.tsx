import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useCurrentOrganizerId } from 'shared-data';
import { MESSAGES } from 'shared-domain';
import { useEffect } from 'react';
import { Alert, Card, EmptyState, LoadingPanel, TextField, buttonClassName, takeServerTyping, useSettledValue } from 'shared-ui';
import { joinPages, useHomeSearchQuery } from '../api/use-home-search-query';
import { PageHero } from '../../../common/page-hero';
import { PublicPage } from '../../../common/public-page';
import { HomeMore } from './home-more';
import { HomeResults } from './home-results';
import styles from './home-screen.module.css';

/** How long typing must pause before the text is searched. */
const SEARCH_DELAY_MS = 200;

/** The search box's name, as the server renders it too. */
const SEARCH_FIELD = 'search';

/** The address's search parameter: `/?q=arsenal` opens with that search, so a search can be shared. */
const QUERY_PARAM = 'q';

/**
 * Spec §2 "Home": search organizers, public tournaments, and (issue 23) their teams and public players;
 * an Admin Access button. The text lives in the address (`?q=`), replaced as it is typed rather than a
 * history entry per keystroke.
 */
export function HomeScreen() {
  const organizerId = useCurrentOrganizerId();
  const [params, setParams] = useSearchParams();
  const text = params.get(QUERY_PARAM) ?? '';
  const search = useHomeSearchQuery(useSettledValue(text, SEARCH_DELAY_MS));
  const setText = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === '') updated.delete(QUERY_PARAM);
        else updated.set(QUERY_PARAM, next);
        return updated;
      },
      { replace: true },
    );

  // Text typed into the server-rendered box before the app took the page over is kept, and so is its focus.
  useEffect(() => {
    const typed = takeServerTyping(SEARCH_FIELD);
    if (!typed) return;
    setText(typed.value);
    if (typed.focused) document.getElementsByName(SEARCH_FIELD)[0]?.focus();
    // Once, after the first render replaced the server's HTML.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (organizerId) return <Navigate to="/admin" replace />;

  return (
    <PublicPage>
      <PageHero labelledBy="home-title">
        <h1 id="home-title">Find tournaments and organizers</h1>
        <p>Follow leagues and cups: fixtures, results, standings and players.</p>
        <div className={styles.search}>
          <TextField
            label="Search organizers and tournaments"
            name={SEARCH_FIELD}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <Link className={buttonClassName({ variant: 'secondary' })} to="/admin/login">
          Admin Access
        </Link>
      </PageHero>
      {text.trim() === '' ? (
        <Card title="Welcome">
          <p>Type a tournament, organizer, team or player name above to see public tournaments, organizers, teams and players.</p>
        </Card>
      ) : (
        <HomeSearchResults search={search} />
      )}
    </PublicPage>
  );
}

/** What the search answered: loading (also while typing pauses), unavailable, nothing, or the results with Show more. */
function HomeSearchResults({ search }: { search: ReturnType<typeof useHomeSearchQuery> }) {
  if (search.status === 'pending') return <LoadingPanel />;
  if (search.status === 'error') return <Alert tone="error">Search is unavailable right now. Please reload the page.</Alert>;
  const results = joinPages(search.data.pages);
  const none = [results.organizers, results.tournaments, results.teams, results.players].every((list) => list.length === 0);
  if (none) return <EmptyState title={MESSAGES.noResultsFound} />;
  return (
    <>
      <HomeResults results={results} />
      {search.hasNextPage && (
        <HomeMore loading={search.isFetchingNextPage} failed={search.isFetchNextPageError} onMore={() => void search.fetchNextPage()} />
      )}
    </>
  );
}
