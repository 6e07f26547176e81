import { adminPaths } from '../../lib/admin-paths';
import { Link } from 'react-router-dom';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { PendingCountLink } from './PendingCountLink';

const QUICK_ACTIONS = [
  { to: adminPaths.adminCourses, label: 'Manage Courses' },
  { to: adminPaths.adminNewCourse, label: 'Add New Course' },
  { to: adminPaths.adminTestSeries, label: 'Manage Test Series' },
  { to: adminPaths.adminStudents, label: 'Students' },
  { to: adminPaths.adminPayments, label: 'Payments' },
  { to: adminPaths.adminCoupons, label: 'Coupons' },
  { to: adminPaths.adminDues, label: 'Dues' },
  { to: adminPaths.adminDoubts, label: 'Doubts' },
  { to: paths.reports, label: 'Reports' },
  { to: adminPaths.adminHomepageAds, label: 'Homepage Ads' },
] as const;

export function QuickActions() {
  const t = useT();
  return (
    <nav className="admin-quick-actions" aria-label="Quick actions">
      <h2>Quick Actions</h2>
      <ul>
        <li>
          <PendingCountLink className="button button-outline" />
        </li>
        <li>
          <Link to={adminPaths.adminBankStatements} className="button button-outline">
            {t('bankStatements.nav')}
          </Link>
        </li>
        {QUICK_ACTIONS.map(({ to, label }) => (
          <li key={to}>
            <Link to={to} className="button button-outline">
              {label}
            </Link>
          </li>
        ))}
        <li>
          <Link to={adminPaths.adminSiteSettings} className="button button-outline">
            {t('siteSettings.nav')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
