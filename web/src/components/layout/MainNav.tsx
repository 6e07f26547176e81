import { NavLink } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { AccountLinks } from './AccountLinks';
import { Brand } from './Brand';
import { CoursesDropdown } from './CoursesDropdown';
import { MobileMenu } from './MobileMenu';
import { useT } from '../../lib/i18n';

export function MainNav() {
  const t = useT();
  return (
    <nav className="main-nav" aria-label={t('nav.main')}>
      <div className="container main-nav-inner">
        <Brand />
        <ul className="nav-links">
          <li>
            <NavLink to={paths.home} end>
              {t('nav.home')}
            </NavLink>
          </li>
          <li>
            <CoursesDropdown />
          </li>
          <li>
            <NavLink to={paths.testSeries}>{t('nav.testSeries')}</NavLink>
          </li>
          <li>
            <NavLink to={paths.about}>{t('nav.about')}</NavLink>
          </li>
          <AccountLinks />
        </ul>
        <MobileMenu />
      </div>
    </nav>
  );
}
