import { Dialog } from '../../../components/Dialog';
import { useT } from '../../../lib/i18n';
import { clockText } from '../hooks/use-countdown';
import { PALETTE_STATUSES, type PaletteStatus } from '../palette';

export interface SectionSummary {
  id: string;
  title: string;
  counts: Record<PaletteStatus, number>;
}

interface SubmitDialogProps {
  sections: readonly SectionSummary[];
  secondsLeft: number;
  submitting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The last look before submitting: the time left, and how many questions of each section are in each state. */
export function SubmitDialog({ sections, secondsLeft, submitting, onConfirm, onClose }: SubmitDialogProps) {
  const t = useT();
  return (
    <Dialog title={t('examHall.submitTitle')} onClose={onClose}>
      <p className="exam-submit-time">
        {t('examHall.timeLeft')}: <strong>{clockText(secondsLeft)}</strong>
      </p>
      <div className="exam-submit-sections">
        {sections.map((section) => (
          <section key={section.id} aria-label={section.title}>
            <h3>{section.title}</h3>
            <dl className="exam-submit-counts">
              {PALETTE_STATUSES.map((status) => (
                <div key={status}>
                  <dt>{t(`examHall.status.${status}`)}</dt>
                  <dd>{section.counts[status]}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
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
