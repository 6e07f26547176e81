import { Link } from 'react-router-dom';
import { INSTITUTE_NAME } from '#shared/constants.js';
import { paths } from '../../lib/paths';
import { useT } from '../../lib/i18n';

export function Footer() {
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="container footer-inner">
        <p>{t('footer.copyright', { name: INSTITUTE_NAME, city: t('contact.city') })}</p>
        <ul className="footer-links" aria-label={t('footer.policies')}>
          <li>
            <Link to={paths.privacyPolicy}>{t('footer.privacy')}</Link>
          </li>
          <li>
            <Link to={paths.termsAndConditions}>{t('footer.terms')}</Link>
          </li>
          <li>
            <Link to={paths.refundPolicy}>{t('footer.refund')}</Link>
          </li>
          <li>
            <Link to={paths.shipping}>{t('footer.shipping')}</Link>
          </li>
        </ul>
        <ul className="footer-links" aria-label={t('footer.institute')}>
          <li>
            <Link to={paths.about}>{t('footer.about')}</Link>
          </li>
          <li>
            <Link to={paths.contact}>{t('footer.contact')}</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
