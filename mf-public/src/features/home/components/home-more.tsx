import { Alert, Button } from 'shared-ui';
import styles from './home-screen.module.css';

/** Under the results while more match than were read: reads the next page of both lists. */
export function HomeMore({ loading, failed, onMore }: { loading: boolean; failed: boolean; onMore: () => void }) {
  return (
    <div className={styles.more}>
      {failed && <Alert tone="error">More results could not be loaded. Please try again.</Alert>}
      <Button variant="secondary" loading={loading} loadingText="Loading more..." onClick={onMore}>
        Show more results
      </Button>
    </div>
  );
}
