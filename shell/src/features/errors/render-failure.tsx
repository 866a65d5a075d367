import { MESSAGES } from 'shared-domain';
import { Button } from 'shared-ui';

/** The spec's error boundary screen: "Something went wrong" with Reload Page (plus Retry inside a route). */
export function RenderFailure({ onRetry }: { onRetry?: () => void }) {
  return (
    <section className="shell-centered" role="alert" aria-labelledby="render-failure-title">
      <h1 id="render-failure-title">{MESSAGES.somethingWentWrong}</h1>
      <p>An unexpected error stopped this page from rendering.</p>
      <div className="shell-actions">
        {onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            Retry
          </Button>
        )}
        <Button onClick={() => window.location.reload()}>{MESSAGES.reloadPage}</Button>
      </div>
    </section>
  );
}
