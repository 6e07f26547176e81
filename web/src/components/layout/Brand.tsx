import { Link } from 'react-router-dom';
import { INSTITUTE_NAME } from '#shared/constants.js';
import { paths } from '../../lib/paths';
import { useT } from '../../lib/i18n';

export function Brand() {
  const t = useT();
  return (
    <Link to={paths.home} className="brand">
      <svg className="brand-logo" viewBox="0 0 40 40" role="img" aria-label={t('nav.logo', { name: INSTITUTE_NAME })}>
        <circle cx="20" cy="20" r="20" fill="#ff9933" />
        <path d="M10 27V13c4 0 7 1 10 3 3-2 6-3 10-3v14c-4 0-7 1-10 3-3-2-6-3-10-3z" fill="#0b2545" />
        <path d="M20 16v13" stroke="#ff9933" strokeWidth="1.5" />
      </svg>
      <span className="brand-name">{INSTITUTE_NAME}</span>
    </Link>
  );
}
