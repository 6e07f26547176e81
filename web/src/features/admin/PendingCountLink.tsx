import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { usePendingApprovalCount } from '../../lib/pending-approvals';

/** 'Approvals (3)': the quick action to /admin/approvals with how many payments wait. */
export function PendingCountLink({ className }: { className?: string }) {
  const pending = usePendingApprovalCount();
  const count = pending.status === 'success' ? ` (${pending.data})` : '';
  return (
    <Link to={paths.adminApprovals} className={className}>
      {`Approvals${count}`}
    </Link>
  );
}
