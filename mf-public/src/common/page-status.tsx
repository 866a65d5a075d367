import { Link } from 'react-router-dom';
import { MESSAGES } from 'shared-domain';
import { Button, StatusScreen, buttonClassName } from 'shared-ui';

/** The text under a failed load: the same on every public page. */
export const LOAD_FAILED_TEXT = 'Please check your connection and try again.';

/**
 * What a public page shows instead of its content (not found, failed to load): a title, one line of
 * text, a way home and, when given, Try Again.
 */
export function PageStatus({ title, text, onRetry }: { title: string; text: string; onRetry?: () => void }) {
  return (
    <StatusScreen
      title={title}
      actions={
        <>
          {onRetry && <Button onClick={onRetry}>Try Again</Button>}
          <Link className={buttonClassName({ variant: 'primary' })} to="/">
            {MESSAGES.goToHome}
          </Link>
        </>
      }
    >
      <p>{text}</p>
    </StatusScreen>
  );
}
