import type { Course } from '../../../../../shared/types';
import { UpiCheckoutDialog } from '../../../components/upi/UpiCheckoutDialog';
import { submitUtr, type UpiInitiation } from './api';
import { useActiveLanguage, useT } from '../../../lib/i18n';
import { localizedTitle } from '../../../lib/course-text';

interface UpiEnrollDialogProps {
  /** The course as the page has it, with its Gujarati title when there is one. */
  course: Pick<Course, '_id' | 'title' | 'titleGu'>;
  payment: UpiInitiation;
  onSubmitted?: () => void;
  onClose: () => void;
}

/** Pay for a course by UPI (QR code or the UPI app), then give the UTR; ends with the submitted payment's receipt. */
export function UpiEnrollDialog({ course, payment, onSubmitted, onClose }: UpiEnrollDialogProps) {
  const t = useT();
  const title = localizedTitle(course, useActiveLanguage());

  return (
    <UpiCheckoutDialog
      title={t('upiEnroll.title', { title })}
      details={{ link: payment.upiUrl, payee: payment.payee, amount: payment.amount, item: title }}
      submitUtr={(utrNumber) => submitUtr(payment.course._id, utrNumber)}
      receiptTexts={{ status: t('upiReceipt.status'), itemLabel: t('upiReceipt.course') }}
      onSubmitted={onSubmitted}
      onClose={onClose}
    />
  );
}
