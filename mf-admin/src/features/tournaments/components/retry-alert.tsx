import { Alert, Button } from 'shared-ui';

/** A read that failed, said as an alert with a Retry button next to the text. */
export function RetryAlert({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <Alert tone="error">
      {text}{' '}
      <Button size="sm" variant="ghost" onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}
