import { useCallback } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { fetchPendingApprovalCount } from '../../lib/pending-approvals';
import { useData } from '../../lib/use-data';
import { useT } from '../../lib/i18n';

/**
 * For admins, beside Admin: 'Approvals (3)' while UPI payments wait for a decision. Asked again on
 * every page change, so the count follows the admin's own approvals; nothing shows when none wait.
 */
export function PendingApprovalsLink({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const t = useT();
  const load = useCallback((signal: AbortSignal) => fetchPendingApprovalCount(signal), [pathname]); // eslint-disable-line react-hooks/exhaustive-deps
  const pending = useData(load);
  if (pending.status !== 'success' || pending.data === 0) return null;
  return (
    <li>
      <NavLink to={paths.adminApprovals} onClick={onNavigate}>
        {t('nav.approvals', { count: pending.data })}
      </NavLink>
    </li>
  );
}
