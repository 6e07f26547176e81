import { useState, type FormEvent } from 'react';
import { Dialog } from './Dialog';
import { ErrorBox } from './ErrorBox';
import { TextAreaField } from './TextAreaField';
import { errorMessage } from '../lib/error-messages';
import { formatDateTime, formatRupees } from '../lib/format';
import { useActiveLanguage, useT } from '../lib/i18n';
import { approveUpiPayment, rejectUpiPayment } from '../lib/upi-decisions';
import type { PendingUpiPayment } from '#shared/types.js';
import './upi-decision-dialogs.css';

/** A UPI payment waiting for a decision, as /admin/approvals lists it and /admin/payments shows it. */
export type UpiDecisionItem = Pick<
  PendingUpiPayment,
  '_id' | 'name' | 'courseTitle' | 'product' | 'amount' | 'utrNumber' | 'submittedAt'
>;

interface DecisionDialogProps {
  item: UpiDecisionItem;
  onClose: () => void;
  /** The decision went through: what to say on the page, and an approval's receipt number (when numbered at once). */
  onDone: (message: string, receiptNumber?: string) => void;
  /** The server refused: the dialog stays open with its reason, and the list is asked again. */
  onFailed: () => void;
}

/** Approve only after seeing who paid what for which course or series, under which UTR. */
export function ApproveDialog({ item, onClose, onDone, onFailed }: DecisionDialogProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function approve() {
    setBusy(true);
    setError(undefined);
    try {
      const receipt = await approveUpiPayment(item._id);
      const values = { amount: formatRupees(item.amount), name: item.name };
      onDone(
        receipt ? t('approvals.approvedWithReceipt', { ...values, receipt }) : t('approvals.approvedFrom', values),
        receipt,
      );
    } catch (failure) {
      setError(errorMessage(failure, t('approvals.approveFailed')));
      setBusy(false);
      onFailed();
    }
  }

  return (
    <Dialog title={t('approvals.confirmTitle')} onClose={onClose}>
      <p>{t('approvals.confirmText')}</p>
      <PaymentFacts item={item} />
      {error && <ErrorBox>{error}</ErrorBox>}
      <div className="approvals-dialog-actions">
        <button type="button" className="button button-primary" disabled={busy} onClick={() => void approve()}>
          {busy ? t('approvals.approving') : t('approvals.approve')}
        </button>
        <button type="button" className="button button-outline" onClick={onClose}>
          {t('common.cancel')}
        </button>
      </div>
    </Dialog>
  );
}

/** Reject with a reason, which the student is mailed: an empty one is refused by the field. */
export function RejectDialog({ item, onClose, onDone, onFailed }: DecisionDialogProps) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function reject(event: FormEvent) {
    event.preventDefault();
    const given = reason.trim();
    if (!given) return setReasonError(t('approvals.reasonRequired'));
    setReasonError(undefined);
    setBusy(true);
    setError(undefined);
    try {
      await rejectUpiPayment(item._id, given);
      onDone(t('approvals.rejectedFrom', { amount: formatRupees(item.amount), name: item.name }));
    } catch (failure) {
      setError(errorMessage(failure, t('approvals.rejectFailed')));
      setBusy(false);
      onFailed();
    }
  }

  return (
    <Dialog title={t('approvals.rejectTitle')} onClose={onClose}>
      <form noValidate onSubmit={(event) => void reject(event)}>
        <PaymentFacts item={item} />
        <TextAreaField
          label={t('approvals.reason')}
          value={reason}
          maxLength={500}
          error={reasonError}
          onChange={(value) => {
            setReason(value);
            if (value.trim()) setReasonError(undefined);
          }}
        />
        {error && <ErrorBox>{error}</ErrorBox>}
        <div className="approvals-dialog-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? t('approvals.rejecting') : t('approvals.reject')}
          </button>
          <button type="button" className="button button-outline" onClick={onClose}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function PaymentFacts({ item }: { item: UpiDecisionItem }) {
  const t = useT();
  const language = useActiveLanguage();
  const facts: [string, string][] = [
    [t('approvals.name'), item.name],
    [item.product === 'test-series' ? t('approvals.series') : t('approvals.course'), item.courseTitle],
    [t('approvals.amount'), formatRupees(item.amount)],
    [t('approvals.utr'), item.utrNumber],
    [t('approvals.submitted'), formatDateTime(item.submittedAt, language)],
  ];
  return (
    <dl className="approvals-facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
