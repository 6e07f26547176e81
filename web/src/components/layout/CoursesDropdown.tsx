import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useDismiss } from './use-dismiss';
import { useNavCourses } from './use-nav-courses';
import { useActiveLanguage, useT } from '../../lib/i18n';
import { localizedTitle } from '../../lib/course-text';

export function CoursesDropdown() {
  const courses = useNavCourses();
  const t = useT();
  const language = useActiveLanguage();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, containerRef, close);

  return (
    <div
      ref={containerRef}
      className="dropdown"
      onBlur={(event) => {
        // Tabbing out closes the menu; a click elsewhere is handled by useDismiss.
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <button
        type="button"
        className="nav-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {t('nav.courses')} <span aria-hidden="true" className="chevron" />
      </button>
      <ul id={menuId} className="dropdown-menu" hidden={!open}>
        <li>
          <Link to={paths.courses} onClick={close}>
            {t('nav.allCourses')}
          </Link>
        </li>
        {courses.map((course) => (
          <li key={course._id}>
            <Link to={paths.course(course._id)} onClick={close}>
              {localizedTitle(course, language)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
