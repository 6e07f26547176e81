import { Link } from 'react-router-dom';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import { paths } from '../../lib/paths';
import { Spinner } from '../../components/Spinner';
import { usePendingIds } from '../../lib/use-pending-ids';
import { approveUpiPayment, askRejectionReason, rejectUpiPayment } from '../../lib/upi-decisions';
import { PendingPaymentsTable } from './PendingPaymentsTable';
import { usePendingPayments } from './use-pending-payments';
import './admin-approvals.css';

/**
 * /admin/approvals: pending UPI payments, each approved or rejected, then the list reloads. Per the
 * spec, approve and reject errors are not reported; the list reloads either way, so the buttons come
 * back and an item that did not change stays.
 */
export function AdminApprovalsPage() {
  const pending = usePendingPayments();
  const { isPending, track } = usePendingIds();

  const act = (id: string, work: () => Promise<void>) =>
    void track(id, async () => {
      try {
        await work();
        pending.decided(id);
      } catch {
        // Not handled per the spec; the reload below shows what the server has.
      }
      pending.reload();
    });

  const reject = (id: string) => {
    const reason = askRejectionReason();
    if (reason === null) return;
    act(id, () => rejectUpiPayment(id, reason));
  };

  return (
    <section className="container page">
      <title>{`Approve Payments | ${INSTITUTE_NAME}`}</title>
      <Link to={paths.admin} className="back-link">
        ← Back to Dashboard
      </Link>
      <h1>Approve Payments</h1>
      {pending.loading ? (
        <Spinner label="Loading pending payments..." />
      ) : (
        <PendingPaymentsTable
          items={pending.items}
          isBusy={isPending}
          onApprove={(id) => act(id, () => approveUpiPayment(id))}
          onReject={reject}
        />
      )}
    </section>
  );
}
