import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '../lib/paths';
import { useSession } from '../lib/session';
import { Spinner } from './Spinner';

interface RequireRoleProps {
  requireStudent?: boolean;
  requireAdmin?: boolean;
  /** Defaults to the nested routes. */
  children?: ReactNode;
}

/** Route guard: guests and the wrong role go to '/'; a spinner shows while the session resolves. */
export function RequireRole({ requireStudent = false, requireAdmin = false, children }: RequireRoleProps) {
  const { loading, isAuthenticated, isStudent, isAdmin } = useSession();

  if (loading) return <Spinner />;
  const allowed = isAuthenticated && (!requireStudent || isStudent) && (!requireAdmin || isAdmin);
  if (!allowed) return <Navigate to={paths.home} replace />;
  return children ?? <Outlet />;
}
