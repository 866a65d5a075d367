import { Link, useLocation } from 'react-router-dom';
import { MESSAGES } from 'shared-domain';
import { StatusScreen, buttonClassName } from 'shared-ui';

/** Any path the route table does not know (spec §2). */
export function NotFoundPage() {
  const location = useLocation();
  return (
    <StatusScreen
      title={MESSAGES.pageNotFound}
      actions={
        <Link className={buttonClassName({ variant: 'primary' })} to="/">
          {MESSAGES.goToHome}
        </Link>
      }
    >
      <p>
        Nothing lives at <code>{`${location.pathname}${location.search}`}</code>.
      </p>
    </StatusScreen>
  );
}
