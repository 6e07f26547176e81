import { NavLink, useLocation } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { usePendingApprovalCount } from '../../lib/pending-approvals';
import { useT } from '../../lib/i18n';

/**
 * For admins, beside Admin: 'Approvals (3)' while UPI payments wait for a decision. Asked again after
 * each of the admin's own decisions and on every page change; nothing shows when none wait.
 */
export function PendingApprovalsLink({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const t = useT();
  const pending = usePendingApprovalCount(pathname);
  if (pending.status !== 'success' || pending.data === 0) return null;
  return (
    <li>
      <NavLink to={paths.adminApprovals} onClick={onNavigate}>
        {t('nav.approvals', { count: pending.data })}
      </NavLink>
    </li>
  );
}
