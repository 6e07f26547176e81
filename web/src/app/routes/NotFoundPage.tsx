import { Link } from 'react-router-dom';
import { INSTITUTE_NAME } from '#shared/constants.js';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';

export function NotFoundPage() {
  const t = useT();
  return (
    <section className="container page page-centered">
      <title>{`${t('notFound.title')} | ${INSTITUTE_NAME}`}</title>
      <h1>{t('notFound.title')}</h1>
      <p className="muted">{t('notFound.text')}</p>
      <Link to={paths.home} className="button button-primary">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
