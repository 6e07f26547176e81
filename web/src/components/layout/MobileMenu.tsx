import { useCallback, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { AccountLinks } from './AccountLinks';
import { useDismiss } from './use-dismiss';
import { useT } from '../../lib/i18n';

const GPSC_PAGE = paths.courseType('gpsc');
const UPSC_PAGE = paths.courseType('upsc');
// Exam names read the same in every language.
const GPSC = 'GPSC';
const UPSC = 'UPSC';

/** The small-screen menu; its Courses section lists GPSC and UPSC (spec section 2), then All Courses. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const t = useT();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, containerRef, close);

  return (
    <div ref={containerRef} className="mobile-menu">
      <button
        type="button"
        className="menu-toggle"
        aria-label={t('nav.menu')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <span className="menu-toggle-bars" aria-hidden="true" />
      </button>
      <ul id={panelId} className="mobile-menu-panel" hidden={!open}>
        <li>
          <NavLink to={paths.home} end onClick={close}>
            {t('nav.home')}
          </NavLink>
        </li>
        <li className="mobile-menu-group">
          <span className="mobile-menu-heading">{t('nav.courses')}</span>
          <ul>
            <li>
              <NavLink to={GPSC_PAGE} onClick={close}>
                {GPSC}
              </NavLink>
            </li>
            <li>
              <NavLink to={UPSC_PAGE} onClick={close}>
                {UPSC}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.courses} end onClick={close}>
                {t('nav.allCourses')}
              </NavLink>
            </li>
          </ul>
        </li>
        <li>
          <NavLink to={paths.testSeries} onClick={close}>
            {t('nav.testSeries')}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.about} onClick={close}>
            {t('nav.about')}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.contact} onClick={close}>
            {t('footer.contact')}
          </NavLink>
        </li>
        <AccountLinks onNavigate={close} />
      </ul>
    </div>
  );
}
