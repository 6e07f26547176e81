import { adminPaths } from '../../lib/admin-paths';
import { Link } from 'react-router-dom';
import { useT } from '../../lib/i18n';
import { type StaffArea, useStaffAreas } from '../../lib/staff-areas';
import { paths } from '../../lib/paths';
import { PendingCountLink } from './PendingCountLink';

const QUICK_ACTIONS: readonly { to: string; label: string; area: StaffArea }[] = [
  { to: adminPaths.adminCourses, label: 'Manage Courses', area: 'content' },
  { to: adminPaths.adminNewCourse, label: 'Add New Course', area: 'content' },
  { to: adminPaths.adminTestSeries, label: 'Manage Test Series', area: 'content' },
  { to: adminPaths.adminStudents, label: 'Students', area: 'money' },
  { to: adminPaths.adminPayments, label: 'Payments', area: 'money' },
  { to: adminPaths.adminCoupons, label: 'Coupons', area: 'money' },
  { to: adminPaths.adminDues, label: 'Dues', area: 'money' },
  { to: adminPaths.adminDoubts, label: 'Doubts', area: 'content' },
  { to: paths.reports, label: 'Reports', area: 'money' },
  { to: adminPaths.adminHomepageAds, label: 'Homepage Ads', area: 'institute' },
];

/** The way to every admin page the signed-in staff member's role may use, and to no other. */
export function QuickActions() {
  const t = useT();
  const mayUse = useStaffAreas();
  return (
    <nav className="admin-quick-actions" aria-label="Quick actions">
      <h2>Quick Actions</h2>
      <ul>
        {mayUse('money') && (
          <>
            <li>
              <PendingCountLink className="button button-outline" />
            </li>
            <li>
              <Link to={adminPaths.adminBankStatements} className="button button-outline">
                {t('bankStatements.nav')}
              </Link>
            </li>
          </>
        )}
        {QUICK_ACTIONS.filter(({ area }) => mayUse(area)).map(({ to, label }) => (
          <li key={to}>
            <Link to={to} className="button button-outline">
              {label}
            </Link>
          </li>
        ))}
        {mayUse('institute') && (
          <>
            <li>
              <Link to={adminPaths.adminSiteSettings} className="button button-outline">
                {t('siteSettings.nav')}
              </Link>
            </li>
            <li>
              <Link to={adminPaths.adminStaff} className="button button-outline">
                {t('staff.nav')}
              </Link>
            </li>
            <li>
              <Link to={adminPaths.adminAudit} className="button button-outline">
                Audit log
              </Link>
            </li>
          </>
        )}
      </ul>
    </nav>
  );
}
