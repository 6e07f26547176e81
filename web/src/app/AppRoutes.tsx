import { Route, Routes } from 'react-router-dom';
import { RequireRole } from '../components/RequireRole';
import { AppShell } from './AppShell';
import { lazyComponent } from './lazy-component';
import { paths } from './paths';

const HomePage = lazyComponent(() => import('./routes/HomePage').then((module) => module.HomePage));
const CoursesPage = lazyComponent(() => import('./routes/CoursesPage').then((module) => module.CoursesPage));
const NotFoundPage = lazyComponent(() => import('./routes/NotFoundPage').then((module) => module.NotFoundPage));
const StudentDashboard = lazyComponent(() =>
  import('../features/dashboard/StudentDashboard').then((module) => module.StudentDashboard),
);
const AdminDashboard = lazyComponent(() =>
  import('../features/admin/AdminDashboard').then((module) => module.AdminDashboard),
);

/**
 * Declarative routes rather than a data router: the data router adds about 16 KB gzip to the first
 * page load for loader and action features this app does not use.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={<HomePage />} />
        <Route path={paths.courses} element={<CoursesPage />} />
        <Route element={<RequireRole requireStudent />}>
          <Route path={paths.dashboard} element={<StudentDashboard />} />
        </Route>
        <Route element={<RequireRole requireAdmin />}>
          <Route path={paths.admin} element={<AdminDashboard />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
