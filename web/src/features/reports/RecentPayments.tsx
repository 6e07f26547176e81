import { useCallback, useId, useRef } from 'react';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { formatDate, formatRupees } from '../../lib/format';
import { PAYMENT_METHOD_LABELS } from '../../lib/payment-labels';
import { useData } from '../../lib/use-data';
import { fetchPaymentsPage, type PaymentsPosition, type ReportPaymentsPage } from './api';
import { DataTable } from '../../components/DataTable';

/** Spec: payments fetch errors are logged; the table then says it could not load rather than showing none. */
async function loadPayments(position: PaymentsPosition, signal: AbortSignal): Promise<ReportPaymentsPage> {
  try {
    return await fetchPaymentsPage(position, signal);
  } catch (error) {
    if (!signal.aborted) console.error('Failed to fetch payments:', error);
    throw error;
  }
}

/** Recent Payments: money that arrived, newest first, ten a page with Prev/Next and 'Page X of Y'. */
export function RecentPayments() {
  const headingId = useId();
  // Where the table is; a Prev/Next changes it and loads again with the current page kept on screen, so the table does not jump.
  const position = useRef<PaymentsPosition>({ page: 1 });
  const load = useCallback((signal: AbortSignal) => loadPayments(position.current, signal), []);
  const payments = useData(load);

  function goTo(next: PaymentsPosition) {
    position.current = next;
    payments.refresh();
  }

  return (
    <section className="reports-payments" aria-labelledby={headingId}>
      <h2 id={headingId}>Recent Payments</h2>
      {payments.status === 'loading' && <Spinner label="Loading payments..." />}
      {payments.status === 'error' && <LoadError message="Could not load the payments." onRetry={payments.retry} />}
      {payments.status === 'success' && payments.refreshFailed && (
        <LoadError message="Could not load the payments." onRetry={() => goTo(position.current)} />
      )}
      {payments.status === 'success' &&
        (payments.data.payments.length === 0 && payments.data.currentPage === 1 ? (
          <p className="muted">No payments yet.</p>
        ) : (
          <PaymentsPage page={payments.data} busy={payments.refreshing} onGoTo={goTo} />
        ))}
    </section>
  );
}

function PaymentsPage({ page, busy, onGoTo }: { page: ReportPaymentsPage; busy: boolean; onGoTo: (position: PaymentsPosition) => void }) {
  return (
    <>
      <PaymentsTable page={page} busy={busy} />
      <div className="reports-pager">
        <button
          type="button"
          className="button button-outline"
          disabled={busy || page.currentPage <= 1}
          onClick={() => onGoTo({ page: page.currentPage - 1, cursor: page.prevCursor })}
        >
          Prev
        </button>
        <span aria-live="polite">{`Page ${page.currentPage} of ${Math.max(page.totalPages, 1)}`}</span>
        <button
          type="button"
          className="button button-outline"
          disabled={busy || page.currentPage >= page.totalPages}
          onClick={() => onGoTo({ page: page.currentPage + 1, cursor: page.nextCursor })}
        >
          Next
        </button>
      </div>
    </>
  );
}

function PaymentsTable({ page, busy }: { page: ReportPaymentsPage; busy: boolean }) {
  return (
    <DataTable className="data-table card-table" busy={busy} columns={['Name', 'Mobile', 'Course', 'Amount', 'Date', 'Method']}>
      {page.payments.map((payment) => (
        <tr key={payment._id}>
          <th scope="row">{payment.name}</th>
          <td data-label="Mobile">{payment.mobile}</td>
          <td data-label="Course">{payment.course}</td>
          <td data-label="Amount">{formatRupees(payment.amount)}</td>
          <td data-label="Date">{formatDate(payment.paymentDate)}</td>
          <td data-label="Method">{PAYMENT_METHOD_LABELS[payment.method] ?? payment.method}</td>
        </tr>
      ))}
    </DataTable>
  );
}
