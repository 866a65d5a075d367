import { Link, useLocation } from 'react-router-dom';
import { NotFoundScreen } from 'shared-ui';

/** The shell's 404 page (the kit's one NotFoundScreen) for an `/:orgName/…` match address that names no such match of that organizer. */
export function NotFoundPage() {
  const location = useLocation();
  return <NotFoundScreen path={`${location.pathname}${location.search}`} renderHomeLink={(link) => <Link to="/" {...link} />} />;
}
