import { INSTITUTE_NAME } from '../../../../shared/constants';
import { useSession } from '../../lib/session';
import { AdminCourseTable } from './AdminCourseTable';
import { QuickActions } from './QuickActions';
import './admin-dashboard.css';

export function AdminDashboard() {
  const { user } = useSession();

  return (
    <section className="container page">
      <title>{`Admin Dashboard | ${INSTITUTE_NAME}`}</title>
      <h1>Admin Dashboard</h1>
      {user && <p className="muted">Welcome, {user.name}!</p>}
      <QuickActions />
      <h2>Courses</h2>
      <AdminCourseTable />
    </section>
  );
}
