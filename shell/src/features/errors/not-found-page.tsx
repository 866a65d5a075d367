import { Link, useLocation } from 'react-router-dom';
import { NotFoundScreen } from 'shared-ui';

/** Any path the route table does not know (spec §2): the kit's one 404 page, with a router link home. */
export function NotFoundPage() {
  const location = useLocation();
  return <NotFoundScreen path={`${location.pathname}${location.search}`} renderHomeLink={(link) => <Link to="/" {...link} />} />;
}
