import { MESSAGES } from 'shared-domain';
import { Button, StatusScreen } from 'shared-ui';

/** The spec's error boundary screen: "Something went wrong" with Reload Page (plus Retry inside a route). */
export function RenderFailure({ onRetry }: { onRetry?: () => void }) {
  return (
    <StatusScreen
      role="alert"
      title={MESSAGES.somethingWentWrong}
      actions={
        <>
          {onRetry && (
            <Button variant="secondary" onClick={onRetry}>
              Retry
            </Button>
          )}
          <Button onClick={() => window.location.reload()}>{MESSAGES.reloadPage}</Button>
        </>
      }
    >
      <p>An unexpected error stopped this page from rendering.</p>
    </StatusScreen>
  );
}
