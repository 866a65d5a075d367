import { Button } from 'shared-ui';
import layout from '../../../common/styles/layout.module.css';
import type { RowStatus } from '../hooks/use-match-row-edits';
import styles from './match-row.module.css';

const FAILED_TEXT = 'Not saved: your entry is kept. Check your connection and try again.';

/** The row's save status, announced politely; failures and refusals as alerts. */
export function RowStatusText({ status, onRetry }: { status: RowStatus | null; onRetry: () => void }) {
  return (
    <span className={styles.status} aria-live="polite">
      {status?.state === 'saving' && <span className={layout.muted}>Saving...</span>}
      {status?.state === 'saved' && <span className={styles.saved}>✓ Saved</span>}
      {status?.state === 'failed' && (
        <span className={styles.failed} role="alert">
          {FAILED_TEXT}{' '}
          <Button size="sm" variant="ghost" onClick={onRetry}>
            Retry
          </Button>
        </span>
      )}
      {status?.state === 'invalid' && (
        <span className={styles.failed} role="alert">
          {status.message}
        </span>
      )}
    </span>
  );
}
