import { Button } from 'shared-ui';
import type { HomeSearchData } from '../api/use-home-search-query';
import styles from './home-screen.module.css';

/**
 * Home search reads a page of each list: this says how far the search reached and reads the next pages.
 * Shown under the results (or "No Results Found") only while more is stored.
 */
export function HomeMore({ data }: { data: HomeSearchData }) {
  if (!data.hasMore) return null;
  return (
    <div className={styles.more}>
      <p>
        Searched the {data.tournaments.length} newest public tournaments and {data.organizers.length} organizers.
      </p>
      <Button variant="secondary" loading={data.loadingMore} loadingText="Loading more..." onClick={data.loadMore}>
        Show more
      </Button>
    </div>
  );
}
