import { Dialog } from '../../../components/Dialog';
import { useT } from '../../../lib/i18n';

/** Asked when the student tries to leave a running test by Back or a link. */
export function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const t = useT();
  return (
    <Dialog title={t('examHall.leaveTitle')} onClose={onStay}>
      <p>{t('examHall.leaveText')}</p>
      <div className="exam-submit-actions">
        <button type="button" className="button button-primary" onClick={onStay}>
          {t('examHall.stay')}
        </button>
        <button type="button" className="button button-outline" onClick={onLeave}>
          {t('examHall.leave')}
        </button>
      </div>
    </Dialog>
  );
}
