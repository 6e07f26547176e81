import { NavLink } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { AccountLinks } from './AccountLinks';
import { Brand } from './Brand';
import { CoursesDropdown } from './CoursesDropdown';
import { MobileMenu } from './MobileMenu';

export function MainNav() {
  return (
    <nav className="main-nav" aria-label="Main">
      <div className="container main-nav-inner">
        <Brand />
        <ul className="nav-links">
          <li>
            <NavLink to={paths.home} end>
              Home
            </NavLink>
          </li>
          <li>
            <CoursesDropdown />
          </li>
          <li>
            <NavLink to={paths.testSeries}>Test Series</NavLink>
          </li>
          <li>
            <NavLink to={paths.about}>About</NavLink>
          </li>
          <AccountLinks />
        </ul>
        <MobileMenu />
      </div>
    </nav>
  );
}
