import { Link } from 'react-router-dom';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import { paths } from '../../lib/paths';

export function NotFoundPage() {
  return (
    <section className="container page page-centered">
      <title>{`Page not found | ${INSTITUTE_NAME}`}</title>
      <h1>Page not found</h1>
      <p className="muted">The page you are looking for does not exist or has moved.</p>
      <Link to={paths.home} className="button button-primary">
        Go to Home
      </Link>
    </section>
  );
}
