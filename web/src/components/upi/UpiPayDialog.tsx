import type { ReactNode } from 'react';
import { Dialog } from '../Dialog';
import { UpiPaymentPanel, type UpiPaymentDetails } from './UpiPaymentPanel';
import { useT } from '../../lib/i18n';

/** A dialog to pay by UPI from any device: the QR code, payee, amount and the UPI-app link. */
export function UpiPayDialog({ title, details, children, onClose }: { title: string; details: UpiPaymentDetails; children?: ReactNode; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog title={title} onClose={onClose}>
      <UpiPaymentPanel details={details} />
      {children}
      <div className="dialog-actions">
        <button type="button" className="button button-primary" onClick={onClose}>
          {t('common.done')}
        </button>
      </div>
    </Dialog>
  );
}
