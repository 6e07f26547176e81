import { useState } from 'react';
import { Dialog } from '../../../components/Dialog';
import { UpiPaymentPanel } from '../../../components/upi/UpiPaymentPanel';
import type { UpiInitiation, UpiReceipt } from './api';
import { UpiReceiptView } from './UpiReceiptView';
import { UtrForm } from './UtrForm';
import './upi-enrollment.css';

/** Pay by UPI (QR code or the UPI app), then give the UTR; ends with the submitted payment's receipt. */
export function UpiEnrollDialog({ payment, onClose }: { payment: UpiInitiation; onClose: () => void }) {
  const [receipt, setReceipt] = useState<UpiReceipt | null>(null);

  return (
    <Dialog title={`Enroll in ${payment.course.title}`} onClose={onClose}>
      {receipt ? (
        <UpiReceiptView receipt={receipt} onClose={onClose} />
      ) : (
        <div className="upi-enroll">
          <p className="muted">Pay with UPI, then enter the UTR (transaction reference) your UPI app shows.</p>
          <UpiPaymentPanel
            details={{ link: payment.upiUrl, payee: payment.payee, amount: payment.amount, item: payment.course.title }}
          />
          <UtrForm courseId={payment.course._id} onSubmitted={setReceipt} />
        </div>
      )}
    </Dialog>
  );
}
