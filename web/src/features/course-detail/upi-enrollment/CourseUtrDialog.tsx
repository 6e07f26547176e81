import type { Course } from '../../../../../shared/types';
import { UtrEntryDialog } from '../../../components/upi/UtrEntryDialog';
import { submitUtr } from './api';
import { useActiveLanguage, useT } from '../../../lib/i18n';
import { localizedTitle } from '../../../lib/course-text';

/** "I have paid, enter the UTR" for a course: only the UTR form, then the receipt. */
export function CourseUtrDialog({
  course,
  onSubmitted,
  onClose,
}: {
  course: Pick<Course, '_id' | 'title' | 'titleGu'>;
  onSubmitted: () => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <UtrEntryDialog
      item={localizedTitle(course, useActiveLanguage())}
      submitUtr={(utrNumber) => submitUtr(course._id, utrNumber)}
      receiptTexts={{ status: t('upiReceipt.status'), itemLabel: t('upiReceipt.course') }}
      onSubmitted={onSubmitted}
      onClose={onClose}
    />
  );
}
