import { NavLink, useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useLoginDialog } from '../../lib/login-dialog';
import { useSession } from '../../lib/session';
import { PendingApprovalsLink } from './PendingApprovalsLink';

/** Dashboard / Admin / Logout / Login list items, shared by the desktop nav and the mobile menu. */
export function AccountLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { loading, isAuthenticated, isStudent, isAdmin, logout } = useSession();
  const loginDialog = useLoginDialog();
  const navigate = useNavigate();

  // Until the stored token is checked we do not know whether to offer Login or Logout.
  if (loading) return null;

  return (
    <>
      {isStudent && (
        <li>
          <NavLink to={paths.dashboard} onClick={onNavigate}>
            Dashboard
          </NavLink>
        </li>
      )}
      {isAdmin && (
        <li>
          <NavLink to={paths.admin} onClick={onNavigate}>
            Admin
          </NavLink>
        </li>
      )}
      {isAdmin && <PendingApprovalsLink onNavigate={onNavigate} />}
      <li>
        {isAuthenticated ? (
          <button
            type="button"
            className="button button-outline"
            onClick={() => {
              onNavigate?.();
              logout();
              navigate(paths.home);
            }}
          >
            Logout
          </button>
        ) : (
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              onNavigate?.();
              loginDialog.open('login');
            }}
          >
            Login
          </button>
        )}
      </li>
    </>
  );
}
