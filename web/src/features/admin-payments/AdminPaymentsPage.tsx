import { useState } from 'react';
import { Link } from 'react-router-dom';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import { CursorPager } from '../../components/CursorPager';
import { ErrorBox } from '../../components/ErrorBox';
import { LoadError } from '../../components/LoadError';
import { PaymentLedgerTable } from '../../components/PaymentLedgerTable';
import { SearchForm } from '../../components/SearchForm';
import { Spinner } from '../../components/Spinner';
import { useToast } from '../../components/toast';
import { ApproveDialog, RejectDialog, type UpiDecisionItem } from '../../components/UpiDecisionDialogs';
import { useT } from '../../lib/i18n';
import { pendingApprovalsChanged } from '../../lib/pending-approvals';
import { paths } from '../../lib/paths';
import { saveBlob } from '../../lib/save-file';
import { useCursorPages } from '../../lib/use-cursor-pages';
import { usePendingIds } from '../../lib/use-pending-ids';
import { fetchPaymentsPage, fetchReceiptPdf, type AdminPayment, type PaymentQuery } from './api';
import { PaymentActions } from './PaymentActions';
import { PaymentFilters } from './PaymentFilters';
import { RefundDialog } from './RefundDialog';
import './admin-payments.css';

type Decision = { kind: 'approve' | 'reject'; payment: AdminPayment };

/** A pending UPI payment as the decision dialogs show it: its UTR was submitted when the payment was made. */
const decisionItem = (payment: AdminPayment): UpiDecisionItem => ({
  _id: payment._id,
  name: payment.name,
  courseTitle: payment.course.title,
  ...(payment.product ? { product: payment.product } : {}),
  amount: payment.amount,
  utrNumber: payment.utrNumber ?? '',
  submittedAt: payment.createdAt,
});

/**
 * /admin/payments: every payment of every method and status, newest first, filtered or found (by UTR,
 * receipt, credit note, e-mail, payer's name or mobile), with its receipt, its decision (confirmed in a
 * dialog; a rejection's reason required) or its refund. A decision or a refund changes its row at once.
 */
export function AdminPaymentsPage() {
  const toast = useToast();
  const [query, setQuery] = useState<PaymentQuery>({});
  const payments = useCursorPages(fetchPaymentsPage, query);
  const { isPending, track } = usePendingIds();
  const t = useT();

  const replaceRow = (id: string, change: (payment: AdminPayment) => AdminPayment) =>
    payments.update((page) => ({
      ...page,
      items: page.items.map((item) => (item._id === id ? change(item) : item)),
    }));

  const [decision, setDecision] = useState<Decision | undefined>();
  const decisionProps = decision && {
    item: decisionItem(decision.payment),
    onClose: () => setDecision(undefined),
    onDone: (message: string, receiptNumber?: string) => {
      const status = decision.kind === 'approve' ? 'approved' : 'rejected';
      // Decided at once on screen, so its buttons cannot decide it a second time while the list reloads.
      replaceRow(decision.payment._id, (item) => ({ ...item, status, ...(receiptNumber ? { receiptNumber } : {}) }));
      setDecision(undefined);
      toast.success(message);
      payments.refresh();
      pendingApprovalsChanged();
    },
    onFailed: () => {
      payments.refresh();
      pendingApprovalsChanged();
    },
  };

  const openReceipt = (payment: AdminPayment, receiptNumber: string) =>
    void track(payment._id, async () => {
      try {
        saveBlob(await fetchReceiptPdf(receiptNumber), `receipt_${receiptNumber}.pdf`);
      } catch {
        toast.error('Failed to download the receipt');
      }
    });

  const [refunding, setRefunding] = useState<AdminPayment | undefined>();
  const refunded = (changed: AdminPayment, message: string) => {
    setRefunding(undefined);
    replaceRow(changed._id, () => changed);
    toast.success(message);
    payments.refresh();
  };

  const filtered = Boolean(query.method || query.status || query.q);

  return (
    <section className="container page admin-payments">
      <title>{`Payments | ${INSTITUTE_NAME}`}</title>
      <Link to={paths.admin} className="back-link">
        ← Back to Dashboard
      </Link>
      <h1>Payments</h1>
      <div className="admin-payments-toolbar">
        <SearchForm
          label="Find a payment"
          placeholder={t('adminSearch.paymentsPlaceholder')}
          hint={t('adminSearch.paymentsHint')}
          value={query.q ?? ''}
          onSearch={(q) => setQuery((current) => ({ ...current, q: q || undefined }))}
        />
        <PaymentFilters query={query} onChange={(change) => setQuery((current) => ({ ...current, ...change }))} />
      </div>
      {payments.status === 'loading' && <Spinner label="Loading payments..." />}
      {payments.status === 'error' && <LoadError message="Failed to load payments" onRetry={payments.retry} />}
      {payments.status === 'success' && (
        <>
          {payments.refreshFailed && <ErrorBox>Failed to load payments</ErrorBox>}
          {payments.data.items.length === 0 ? (
            <p className="state-panel">{filtered ? 'No payments match this search or filter.' : 'No payments yet.'}</p>
          ) : (
            <PaymentLedgerTable
              showPayer
              caption="Payments, newest first"
              payments={payments.data.items}
              busy={payments.refreshing}
              actions={(payment) => (
                <PaymentActions
                  payment={payment}
                  busy={isPending(payment._id)}
                  onReceipt={(receiptNumber) => openReceipt(payment, receiptNumber)}
                  onApprove={() => setDecision({ kind: 'approve', payment })}
                  onReject={() => setDecision({ kind: 'reject', payment })}
                  onRefund={setRefunding}
                />
              )}
            />
          )}
        </>
      )}
      <CursorPager label="payments" pages={payments} />
      {decisionProps && decision?.kind === 'approve' && <ApproveDialog {...decisionProps} />}
      {decisionProps && decision?.kind === 'reject' && <RejectDialog {...decisionProps} />}
      {refunding && <RefundDialog payment={refunding} onClose={() => setRefunding(undefined)} onRefunded={refunded} />}
    </section>
  );
}
