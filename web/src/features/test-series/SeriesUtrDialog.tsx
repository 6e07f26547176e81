import { UtrEntryDialog } from '../../components/upi/UtrEntryDialog';
import { submitTestSeriesUtr, type TestSeries } from './api';
import { useActiveLanguage, useT } from '../../lib/i18n';
import { localizedTitle } from '../../lib/course-text';

/** "I have paid, enter the UTR" for a test series: only the UTR form, then the receipt. */
export function SeriesUtrDialog({
  series,
  onSubmitted,
  onClose,
}: {
  series: TestSeries;
  onSubmitted: () => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <UtrEntryDialog
      item={t('testSeries.paymentFor', { title: localizedTitle(series, useActiveLanguage()) })}
      submitUtr={(utrNumber) => submitTestSeriesUtr(series._id, utrNumber)}
      receiptTexts={{ status: t('testSeries.receiptStatus'), itemLabel: t('testSeries.receiptItem') }}
      onSubmitted={onSubmitted}
      onClose={onClose}
    />
  );
}
