import { Link, useLocation } from 'react-router-dom';
import { MESSAGES } from 'shared-domain';
import { buttonClassName } from 'shared-ui';

/** Any path the route table does not know (spec §2). */
export function NotFoundPage() {
  const location = useLocation();
  return (
    <section className="shell-centered" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{MESSAGES.pageNotFound}</h1>
      <p>
        Nothing lives at <code>{`${location.pathname}${location.search}`}</code>.
      </p>
      <Link className={buttonClassName({ variant: 'primary' })} to="/">
        {MESSAGES.goToHome}
      </Link>
    </section>
  );
}
