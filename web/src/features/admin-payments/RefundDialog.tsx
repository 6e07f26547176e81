import { useState, type FormEvent } from 'react';
import { ulid } from 'ulid';
import { REFUND_MODES } from '../../../../shared/admin-schemas';
import { formatRupees } from '../../lib/format';
import { errorMessage } from '../../lib/error-messages';
import { Dialog } from '../../components/Dialog';
import { refundPayment, type AdminPayment } from './api';

const MODE_LABELS: Record<(typeof REFUND_MODES)[number], string> = {
  cash: 'Cash',
  bank_transfer: 'Bank transfer',
  upi: 'UPI',
};

interface RefundDialogProps {
  payment: AdminPayment;
  onClose: () => void;
  onRefunded: (payment: AdminPayment, message: string) => void;
}

/**
 * Refund with a confirmation: the amount (all that is left unless changed), the reason, for UPI and
 * offline payments how the office paid it back and its reference, and whether the student keeps access.
 * The refund's id is made once when the dialog opens, so a second click or a retry is the same refund.
 */
export function RefundDialog({ payment, onClose, onRefunded }: RefundDialogProps) {
  const [refundId] = useState(() => ulid());
  const left = Math.round((payment.amount - (payment.refunded ?? 0)) * 100) / 100;
  const [amount, setAmount] = useState(String(left));
  const [reason, setReason] = useState('');
  const [mode, setMode] = useState<(typeof REFUND_MODES)[number]>('bank_transfer');
  const [reference, setReference] = useState('');
  const [removeAccess, setRemoveAccess] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const byCard = payment.method === 'card';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!confirming) return setConfirming(true);
    setBusy(true);
    setError(undefined);
    try {
      const amountRupees = Number(amount);
      const reply = await refundPayment(payment._id, {
        refundId,
        reason: reason.trim(),
        ...(amountRupees !== left ? { amountRupees } : {}),
        ...(byCard ? {} : { mode, reference: reference.trim(), removeAccess }),
      });
      const { state, creditNoteNumber, failureReason } = reply.refund;
      const given = formatRupees(reply.refund.amount);
      if (state === 'failed') {
        setError(`Refund of ${given} not made: ${failureReason ?? 'Razorpay could not make it'}`);
        setConfirming(false);
        return;
      }
      onRefunded(
        reply.payment,
        state === 'processed'
          ? `Refunded ${given} (credit note ${creditNoteNumber})`
          : `Refund of ${given} sent to Razorpay`,
      );
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to refund the payment'));
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog title={`Refund ${payment.name}`} onClose={onClose}>
      <form className="refund-form" onSubmit={(event) => void submit(event)}>
        <p>
          {payment.course.title}: paid {formatRupees(payment.amount)}
          {payment.refunded ? `, ${formatRupees(payment.refunded)} refunded already` : ''}; {formatRupees(left)} can be
          refunded.
        </p>
        <label>
          Amount (₹)
          <input
            type="number"
            min="0.01"
            step="0.01"
            max={left}
            required
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </label>
        <label>
          Reason
          <textarea required maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
        </label>
        {!byCard && (
          <>
            <label>
              Paid back by
              <select value={mode} onChange={(event) => setMode(event.target.value as typeof mode)}>
                {REFUND_MODES.map((option) => (
                  <option key={option} value={option}>
                    {MODE_LABELS[option]}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Reference
              <input required maxLength={64} value={reference} onChange={(event) => setReference(event.target.value)} />
            </label>
            <label className="checkbox-field">
              <input
                type="checkbox"
                checked={removeAccess}
                onChange={(event) => setRemoveAccess(event.target.checked)}
              />{' '}
              Remove the student's access to the course
            </label>
          </>
        )}
        {byCard && (
          <p className="muted">The money goes back to the payer's card through Razorpay (5-7 business days).</p>
        )}
        {error && (
          <p className="error-box" role="alert">
            {error}
          </p>
        )}
        <div className="dialog-actions">
          <button type="button" className="button button-outline" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? 'Refunding...' : confirming ? `Confirm refund of ${formatRupees(Number(amount) || 0)}` : 'Refund'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
