import { Dialog } from '../../../components/Dialog';
import { useT } from '../../../lib/i18n';
import { PALETTE_STATUSES, type PaletteStatus } from '../palette';

interface SubmitDialogProps {
  counts: Record<PaletteStatus, number>;
  submitting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The last look before submitting: how many questions are in each state. */
export function SubmitDialog({ counts, submitting, onConfirm, onClose }: SubmitDialogProps) {
  const t = useT();
  return (
    <Dialog title={t('examHall.submitTitle')} onClose={onClose}>
      <dl className="exam-submit-counts">
        {PALETTE_STATUSES.map((status) => (
          <div key={status}>
            <dt>{t(`examHall.status.${status}`)}</dt>
            <dd>{counts[status]}</dd>
          </div>
        ))}
      </dl>
      <p>{t('examHall.submitText')}</p>
      <div className="exam-submit-actions">
        <button type="button" className="button button-primary" disabled={submitting} onClick={onConfirm}>
          {submitting ? t('examHall.submitting') : t('examHall.submitConfirm')}
        </button>
        <button type="button" className="button button-outline" onClick={onClose}>
          {t('common.cancel')}
        </button>
      </div>
    </Dialog>
  );
}
