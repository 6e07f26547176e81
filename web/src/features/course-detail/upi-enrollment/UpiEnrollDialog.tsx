import { UpiCheckoutDialog } from '../../../components/upi/UpiCheckoutDialog';
import { submitUtr, type UpiInitiation } from './api';
import { useActiveLanguage, useT } from '../../../lib/i18n';
import { localizedTitle } from '../../../lib/course-text';

/** Pay for a course by UPI (QR code or the UPI app), then give the UTR; ends with the submitted payment's receipt. */
export function UpiEnrollDialog({ payment, onClose }: { payment: UpiInitiation; onClose: () => void }) {
  const t = useT();
  const title = localizedTitle(payment.course, useActiveLanguage());

  return (
    <UpiCheckoutDialog
      title={t('upiEnroll.title', { title })}
      details={{ link: payment.upiUrl, payee: payment.payee, amount: payment.amount, item: title }}
      submitUtr={(utrNumber) => submitUtr(payment.course._id, utrNumber)}
      receiptTexts={{ status: t('upiReceipt.status'), itemLabel: t('upiReceipt.course') }}
      onClose={onClose}
    />
  );
}
