import { useId, useState, type FormEvent } from 'react';
import { ulid } from 'ulid';
import { REFUND_MODES } from '../../../../shared/admin-schemas';
import { CheckboxField } from '../../components/CheckboxField';
import { Dialog } from '../../components/Dialog';
import { ErrorBox } from '../../components/ErrorBox';
import { SelectField } from '../../components/SelectField';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-messages';
import { formatRupees } from '../../lib/format';
import { refundPayment, type AdminPayment } from './api';
import { refundDefaults, type RefundMode } from './refund-defaults';

const MODE_LABELS: Record<RefundMode, string> = {
  cash: 'Cash',
  bank_transfer: 'Bank transfer',
  upi: 'UPI',
};

type RefundField = 'amount' | 'reason' | 'mode' | 'reference';
/** The server's names for the form's fields, and the refusals that belong to one field. */
const SERVER_FIELDS: Record<string, RefundField> = {
  amountRupees: 'amount',
  reason: 'reason',
  mode: 'mode',
  reference: 'reference',
};
const CODE_FIELDS: Record<string, RefundField> = { refund_too_large: 'amount', refund_needs_reference: 'reference' };

interface RefundDialogProps {
  payment: AdminPayment;
  onClose: () => void;
  onRefunded: (payment: AdminPayment, message: string) => void;
}

/**
 * Refund with a confirmation: the amount (what the refund policy gives back unless changed), the
 * reason, for UPI and offline payments how the office paid it back (the payment's own way to begin
 * with) and its reference, and whether the student keeps access. The server judges the amount. The
 * refund's id is made once when the dialog opens, so a second click or a retry is the same refund.
 */
export function RefundDialog({ payment, onClose, onRefunded }: RefundDialogProps) {
  const [refundId] = useState(() => ulid());
  const defaults = refundDefaults(payment);
  const [amount, setAmount] = useState(String(defaults.amount));
  const [reason, setReason] = useState('');
  const [mode, setMode] = useState<RefundMode>(defaults.mode ?? 'bank_transfer');
  const [reference, setReference] = useState('');
  const [removeAccess, setRemoveAccess] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState<Partial<Record<RefundField, string>>>({});
  const [error, setError] = useState<string | undefined>();
  const policyHintId = useId();
  const byCard = payment.method === 'card';

  function check(): Partial<Record<RefundField, string>> {
    const problems: Partial<Record<RefundField, string>> = {};
    const rupees = Number(amount);
    if (amount.trim() === '' || !Number.isFinite(rupees) || rupees <= 0)
      problems.amount = 'Enter an amount more than ₹0';
    else if (rupees > defaults.left) problems.amount = `At most ${formatRupees(defaults.left)} is left to refund`;
    if (!reason.trim()) problems.reason = 'Give the reason for this refund';
    if (!byCard && !reference.trim()) problems.reference = 'Give the reference of the money paid back';
    return problems;
  }

  function showFailure(failure: unknown) {
    const message = errorMessage(failure, 'Failed to refund the payment');
    const field =
      failure instanceof ApiError ? (SERVER_FIELDS[failure.field ?? ''] ?? CODE_FIELDS[failure.code ?? '']) : undefined;
    if (field) setInvalid({ [field]: message });
    else setError(message);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    const problems = check();
    setInvalid(problems);
    if (Object.keys(problems).length > 0) return setConfirming(false);
    if (!confirming) return setConfirming(true);
    setBusy(true);
    try {
      const amountRupees = Number(amount);
      const reply = await refundPayment(payment._id, {
        refundId,
        reason: reason.trim(),
        ...(amountRupees !== defaults.left ? { amountRupees } : {}),
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
      showFailure(failure);
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog title={`Refund ${payment.name}`} onClose={onClose}>
      <form className="form refund-form" noValidate onSubmit={(event) => void submit(event)}>
        <p>
          {payment.course.title}: paid {formatRupees(payment.amount)}
          {payment.refunded ? `, ${formatRupees(payment.refunded)} refunded already` : ''}.
        </p>
        <TextField
          label="Amount (₹)"
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
          max={defaults.left}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setConfirming(false);
          }}
          error={invalid.amount}
          aria-describedby={policyHintId}
          required
        />
        <p id={policyHintId} className="field-hint">
          Refundable under the refund policy: {formatRupees(defaults.amount)}
          {byCard && defaults.amount < defaults.left ? ' (the payment gateway fee is not refundable)' : ''}
        </p>
        <TextAreaField
          label="Reason"
          value={reason}
          maxLength={500}
          onChange={setReason}
          error={invalid.reason}
          required
        />
        {!byCard && (
          <>
            <SelectField
              label="Paid back by"
              value={mode}
              options={REFUND_MODES}
              optionLabel={(option) => MODE_LABELS[option]}
              onChange={setMode}
              error={invalid.mode}
              required
            />
            <TextField
              label="Reference"
              value={reference}
              maxLength={64}
              onChange={setReference}
              error={invalid.reference}
              required
            />
            <CheckboxField
              label="Remove the student's access to the course"
              checked={removeAccess}
              onChange={setRemoveAccess}
            />
          </>
        )}
        {byCard && (
          <p className="muted">The money goes back to the payer's card through Razorpay (5-7 business days).</p>
        )}
        {error && <ErrorBox>{error}</ErrorBox>}
        <div className="refund-actions">
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
