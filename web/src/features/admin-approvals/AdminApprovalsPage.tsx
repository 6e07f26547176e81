import { Link } from 'react-router-dom';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import { paths } from '../../lib/paths';
import { Spinner } from '../../components/Spinner';
import { useToast } from '../../components/toast';
import { errorMessage } from '../../lib/error-messages';
import { useT, type MessageId } from '../../lib/i18n';
import { pendingApprovalsChanged } from '../../lib/pending-approvals';
import { usePendingIds } from '../../lib/use-pending-ids';
import { approveUpiPayment, askRejectionReason, rejectUpiPayment } from '../../lib/upi-decisions';
import { PendingPaymentsTable } from './PendingPaymentsTable';
import { usePendingPayments } from './use-pending-payments';
import './admin-approvals.css';

/**
 * /admin/approvals: pending UPI payments, each approved or rejected with a toast that says how it
 * went; then the list and every count of waiting payments load again, so the item leaves the list
 * (or stays, when the decision did not go through).
 */
export function AdminApprovalsPage() {
  const pending = usePendingPayments();
  const { isPending, track } = usePendingIds();
  const toast = useToast();
  const t = useT();

  const act = (id: string, work: () => Promise<void>, done: MessageId, failed: MessageId) =>
    void track(id, async () => {
      try {
        await work();
        pending.decided(id);
        toast.success(t(done));
      } catch (error) {
        toast.error(errorMessage(error, t(failed)));
      }
      pending.reload();
      pendingApprovalsChanged();
    });

  const reject = (id: string) => {
    const reason = askRejectionReason();
    if (reason === null) return;
    act(id, () => rejectUpiPayment(id, reason), 'approvals.rejected', 'approvals.rejectFailed');
  };

  return (
    <section className="container page">
      <title>{`Approve Payments | ${INSTITUTE_NAME}`}</title>
      <Link to={paths.admin} className="back-link">
        ← Back to Dashboard
      </Link>
      <h1>Approve Payments</h1>
      <p>
        <Link to={paths.adminBankStatements}>{t('bankStatements.fromApprovals')}</Link>
      </p>
      {pending.loading ? (
        <Spinner label="Loading pending payments..." />
      ) : (
        <PendingPaymentsTable
          items={pending.items}
          isBusy={isPending}
          onApprove={(id) => act(id, () => approveUpiPayment(id), 'approvals.approved', 'approvals.approveFailed')}
          onReject={reject}
        />
      )}
    </section>
  );
}
