import { INSTITUTE_NAME } from '../../../../shared/constants';
import { ErrorBox } from '../../components/ErrorBox';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { StatCards } from '../../components/StatCards';
import { CounterWarnings } from '../../components/CounterWarnings';
import { formatRupees } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { useStaffAreas } from '../../lib/staff-areas';
import { useData } from '../../lib/use-data';
import { fetchDashboard, type AdminDashboard as Dashboard } from './api';
import { CoursePerformance } from './CoursePerformance';
import { OpenDoubts } from './OpenDoubts';
import { QuickActions } from './QuickActions';
import { RecentEnrollments } from './RecentEnrollments';
import { TestApiButton } from './TestApiButton';
import './admin-dashboard.css';

/**
 * /admin: for the owner and the accountant, the institute's figures, the latest enrolments, each
 * course's students and revenue; for everyone, the way to every admin page their role may use. Faculty
 * see no money, so their page asks for none.
 */
export function AdminDashboard() {
  const mayUse = useStaffAreas();
  return mayUse('money') ? <MoneyDashboard /> : <StaffHome />;
}

function StaffHome() {
  const { user } = useSession();
  const mayUse = useStaffAreas();
  return (
    <section className="container page admin-dashboard">
      <title>{`Admin Dashboard | ${INSTITUTE_NAME}`}</title>
      <div className="page-header">
        <div>
          <h1>Admin Dashboard</h1>
          {user && <p className="muted">Welcome, {user.name}!</p>}
        </div>
        <div className="admin-dashboard-header-actions">
          <TestApiButton />
        </div>
      </div>
      {mayUse('content') && <OpenDoubts />}
      <QuickActions />
    </section>
  );
}

function MoneyDashboard() {
  const { user } = useSession();
  const dashboard = useData(fetchDashboard);

  return (
    <section className="container page admin-dashboard">
      <title>{`Admin Dashboard | ${INSTITUTE_NAME}`}</title>
      <div className="page-header">
        <div>
          <h1>Admin Dashboard</h1>
          {user && <p className="muted">Welcome, {user.name}!</p>}
        </div>
        <div className="admin-dashboard-header-actions">
          <button
            type="button"
            className="button button-outline"
            disabled={dashboard.status === 'loading' || (dashboard.status === 'success' && dashboard.refreshing)}
            onClick={dashboard.status === 'error' ? dashboard.retry : dashboard.refresh}
          >
            Refresh
          </button>
          <TestApiButton />
        </div>
      </div>
      {dashboard.status === 'loading' && <Spinner label="Loading dashboard..." />}
      {dashboard.status === 'error' && <LoadError message="Failed to load dashboard data" onRetry={dashboard.retry} />}
      {dashboard.status === 'success' && (
        <>
          {dashboard.refreshFailed && <ErrorBox>Failed to load dashboard data</ErrorBox>}
          <CounterWarnings warnings={dashboard.data.warnings} />
          <DashboardFigures dashboard={dashboard.data} busy={dashboard.refreshing} />
        </>
      )}
      <QuickActions />
      {dashboard.status === 'success' && (
        <div className="admin-dashboard-panels">
          <RecentEnrollments enrollments={dashboard.data.recentEnrollments} />
          <CoursePerformance courses={dashboard.data.courseStats} />
        </div>
      )}
    </section>
  );
}

function DashboardFigures({ dashboard: { stats, dues }, busy }: { dashboard: Dashboard; busy: boolean }) {
  const t = useT();
  return (
    <StatCards
      busy={busy}
      stats={[
        { label: 'Total Students', value: stats.totalStudents.toLocaleString('en-IN') },
        { label: 'Total Courses', value: stats.totalCourses.toLocaleString('en-IN') },
        { label: 'Total Videos', value: stats.totalVideos.toLocaleString('en-IN') },
        { label: 'Total Revenue', value: formatRupees(stats.totalRevenue), note: t('revenue.total') },
        ...(dues
          ? [
              {
                label: t('adminDues.dueThisWeek'),
                value: formatRupees(dues.dueThisWeek),
                note: t('adminDues.notRevenue'),
              },
              { label: t('adminDues.overdue'), value: formatRupees(dues.overdue), note: t('adminDues.notRevenue') },
            ]
          : []),
      ]}
    />
  );
}
