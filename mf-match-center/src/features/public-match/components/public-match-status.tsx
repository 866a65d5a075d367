import { Link } from 'react-router-dom';
import { MESSAGES } from 'shared-domain';
import { Button, StatusScreen, buttonClassName } from 'shared-ui';

/**
 * What the public match page shows instead of the match (not found, failed to load): a title, one
 * line of text, a way home and, when given, Try again — the public pages' pattern.
 */
export function PublicMatchStatus({ title, text, onRetry }: { title: string; text: string; onRetry?: () => void }) {
  return (
    <StatusScreen
      title={title}
      role={onRetry ? 'alert' : undefined}
      actions={
        <>
          {onRetry && <Button onClick={onRetry}>Try again</Button>}
          <Link className={buttonClassName({ variant: onRetry ? 'secondary' : 'primary' })} to="/">
            {MESSAGES.goToHome}
          </Link>
        </>
      }
    >
      <p>{text}</p>
    </StatusScreen>
  );
}
