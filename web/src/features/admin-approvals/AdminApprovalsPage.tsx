import { adminPaths } from '../../lib/admin-paths';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { Spinner } from '../../components/Spinner';
import { pendingApprovalsChanged } from '../../lib/pending-approvals';
import type { PendingPayment } from './api';
import { ApproveDialog, RejectDialog } from '../../components/UpiDecisionDialogs';
import { PendingPaymentsTable } from './PendingPaymentsTable';
import { usePendingPayments } from './use-pending-payments';
import './admin-approvals.css';

type Decision = { kind: 'approve' | 'reject'; item: PendingPayment };

/**
 * /admin/approvals: pending UPI payments, each approved after a confirmation or rejected with a
 * reason, in dialogs of our own. A decision takes the row off the list at once and says on the page
 * what was done; then the list and every count of waiting payments load again (another admin may
 * have decided too, which is also why a refusal asks again).
 */
export function AdminApprovalsPage() {
  const t = useT();
  const pending = usePendingPayments();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const askAgain = () => {
    pending.reload();
    pendingApprovalsChanged();
  };

  const dialogProps = decision && {
    item: decision.item,
    onClose: () => setDecision(null),
    onDone: (message: string) => {
      pending.decided(decision.item._id);
      setDecision(null);
      setNotice(message);
      askAgain();
    },
    onFailed: askAgain,
  };

  return (
    <section className="container page">
      <title>{`Approve Payments | ${INSTITUTE_NAME}`}</title>
      <Link to={paths.admin} className="back-link">
        ← Back to Dashboard
      </Link>
      <h1>Approve Payments</h1>
      <p>
        <Link to={adminPaths.adminBankStatements}>{t('bankStatements.fromApprovals')}</Link>
      </p>
      <p role="status" className="approvals-notice" hidden={!notice}>
        {notice}
      </p>
      {pending.loading ? (
        <Spinner label="Loading pending payments..." />
      ) : (
        <PendingPaymentsTable
          items={pending.items}
          onApprove={(item) => setDecision({ kind: 'approve', item })}
          onReject={(item) => setDecision({ kind: 'reject', item })}
        />
      )}
      {dialogProps && decision?.kind === 'approve' && <ApproveDialog {...dialogProps} />}
      {dialogProps && decision?.kind === 'reject' && <RejectDialog {...dialogProps} />}
    </section>
  );
}
