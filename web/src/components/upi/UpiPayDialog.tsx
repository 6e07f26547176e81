import type { ReactNode } from 'react';
import { Dialog } from '../Dialog';
import { UpiPaymentPanel, type UpiPaymentDetails } from './UpiPaymentPanel';

/** A dialog to pay by UPI from any device: the QR code, payee, amount and the UPI-app link. */
export function UpiPayDialog({ title, details, children, onClose }: { title: string; details: UpiPaymentDetails; children?: ReactNode; onClose: () => void }) {
  return (
    <Dialog title={title} onClose={onClose}>
      <UpiPaymentPanel details={details} />
      {children}
      <div className="dialog-actions">
        <button type="button" className="button button-primary" onClick={onClose}>
          Done
        </button>
      </div>
    </Dialog>
  );
}
