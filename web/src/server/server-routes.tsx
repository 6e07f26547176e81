import { Route, Routes } from 'react-router-dom';
import { AppShell } from '../app/AppShell';
import { publicRoutes } from '../app/public-routes';
import * as publicPages from './public-pages';

/**
 * The public pages of app/AppRoutes.tsx, with their components imported directly: the server
 * renders them in one pass, and the browser's lazily loaded ones take over the same HTML. Student and
 * admin pages are never rendered here (nor bundled into the page function).
 */
export function ServerRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>{publicRoutes(publicPages)}</Route>
    </Routes>
  );
}
