import { Suspense } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useLoginDialog } from '../../lib/login-dialog';
import { useSession } from '../../lib/session';
import { lazyComponent } from '../../lib/lazy-component';

// Admins only: its code loads when an admin is signed in, never with a visitor's first page.
const PendingApprovalsLink = lazyComponent(
  () => import('./PendingApprovalsLink').then((module) => module.PendingApprovalsLink),
  { coreMessagesOnly: true },
);
import { useT } from '../../lib/i18n';

/** Dashboard / Admin / Logout / Login list items, shared by the desktop nav and the mobile menu. */
export function AccountLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { loading, isAuthenticated, isStudent, isAdmin, logout } = useSession();
  const loginDialog = useLoginDialog();
  const navigate = useNavigate();
  const t = useT();

  // Until the stored token is checked we do not know whether to offer Login or Logout.
  if (loading) return null;

  return (
    <>
      {isStudent && (
        <li>
          <NavLink to={paths.dashboard} onClick={onNavigate}>
            {t('nav.dashboard')}
          </NavLink>
        </li>
      )}
      {isAdmin && (
        <li>
          <NavLink to={paths.admin} onClick={onNavigate}>
            {t('nav.admin')}
          </NavLink>
        </li>
      )}
      {isAdmin && (
        <Suspense fallback={null}>
          <PendingApprovalsLink onNavigate={onNavigate} />
        </Suspense>
      )}
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
            {t('nav.logout')}
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
            {t('nav.login')}
          </button>
        )}
      </li>
    </>
  );
}
