import { useState } from 'react';
import { Dialog } from '../../../components/Dialog';
import { UpiPaymentPanel } from '../../../components/upi/UpiPaymentPanel';
import type { UpiInitiation, UpiReceipt } from './api';
import { UpiReceiptView } from './UpiReceiptView';
import { UtrForm } from './UtrForm';
import './upi-enrollment.css';
import { useActiveLanguage, useT } from '../../../lib/i18n';
import { localizedTitle } from '../../../lib/course-text';

/** Pay by UPI (QR code or the UPI app), then give the UTR; ends with the submitted payment's receipt. */
export function UpiEnrollDialog({ payment, onClose }: { payment: UpiInitiation; onClose: () => void }) {
  const [receipt, setReceipt] = useState<UpiReceipt | null>(null);
  const t = useT();
  const title = localizedTitle(payment.course, useActiveLanguage());

  return (
    <Dialog title={t('upiEnroll.title', { title })} onClose={onClose}>
      {receipt ? (
        <UpiReceiptView receipt={receipt} onClose={onClose} />
      ) : (
        <div className="upi-enroll">
          <p className="muted">{t('upiEnroll.intro')}</p>
          <UpiPaymentPanel
            details={{ link: payment.upiUrl, payee: payment.payee, amount: payment.amount, item: title }}
          />
          <UtrForm courseId={payment.course._id} onSubmitted={setReceipt} />
        </div>
      )}
    </Dialog>
  );
}
