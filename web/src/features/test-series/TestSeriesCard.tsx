import { Suspense, useId, useState } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import { Link } from 'react-router-dom';
import { FeaturePreview } from '../../components/FeaturePreview';
import { formatRupees } from '../../lib/format';
import { paths } from '../../lib/paths';
import type { TestSeries, TestSeriesAccessStatus } from './api';
import './test-series.css';
import { useActiveLanguage, useT } from '../../lib/i18n';
import {
  categoryLabel,
  localizedDescription,
  localizedDuration,
  localizedFeatures,
  localizedTitle,
} from '../../lib/course-text';

interface TestSeriesCardProps {
  series: TestSeries;
  /** The signed-in student's status of this series, if they have bought or are buying it. */
  status: TestSeriesAccessStatus | undefined;
  processing: boolean;
  onPurchase: () => void;
  /** Why Purchase Now was refused, said on the card. */
  refusal?: string;
  /** "I have paid, enter the UTR", for a signed-in student who has not bought the series. */
  onEnterUtr?: () => void;
  /** For a signed-in student: "Pay online" is offered, and this is told when the series is theirs. */
  onPaidOnline?: () => void;
}

// "Pay online" and Razorpay's loader come when a student's card shows it, never with the page's first code.
const PayOnline = lazyComponent(() => import('../../components/PayOnline').then((module) => module.PayOnline));

export function TestSeriesCard({
  series,
  status,
  processing,
  onPurchase,
  refusal,
  onEnterUtr,
  onPaidOnline,
}: TestSeriesCardProps) {
  const titleId = useId();
  const t = useT();
  const language = useActiveLanguage();
  // What "Pay online" said when the series became the student's: its form goes, the message stays.
  const [paidNote, setPaidNote] = useState<string>();

  return (
    <article className="test-series-card" aria-labelledby={titleId}>
      <div className="test-series-labels">
        <span className="test-series-category">{categoryLabel(series.category, t)}</span>
        {status === 'purchased' && (
          <span className="test-series-badge test-series-badge-purchased">{t('testSeries.purchased')}</span>
        )}
        {status === 'pending' && (
          <span className="test-series-badge test-series-badge-pending">{t('testSeries.pending')}</span>
        )}
      </div>
      <h2 id={titleId} className="test-series-title">
        {localizedTitle(series, language)}
      </h2>
      <p className="test-series-description">{localizedDescription(series, language)}</p>
      <ul className="test-series-facts">
        <li>{t('testSeries.tests', { count: series.numberOfTests })}</li>
        <li>{localizedDuration(series.duration, t)}</li>
      </ul>
      <FeaturePreview
        features={localizedFeatures(series, language)}
        moreLabel={(count) => t('testSeries.moreFeatures', { count })}
      />
      <div className="test-series-buy">
        {refusal && (
          <p className="test-series-refusal" role="alert">
            {refusal}
          </p>
        )}
        {paidNote && status === 'purchased' && (
          <p className="test-series-paid-note" role="status">
            {paidNote}
          </p>
        )}
        {status === 'purchased' ? (
          <Link
            to={paths.seriesTests(series._id)}
            className="button button-primary button-block"
            aria-describedby={titleId}
          >
            {t('testSeries.viewTests')}
          </Link>
        ) : (
          <>
            <p className="test-series-price">
              <strong>{formatRupees(series.price)}</strong>
              <span>{t('testSeries.oneTime')}</span>
            </p>
            {status === 'pending' ? (
              <p className="test-series-pending-note">{t('testSeries.pendingNote')}</p>
            ) : (
              <>
                <button
                  type="button"
                  className="button button-primary button-block"
                  disabled={processing}
                  aria-describedby={titleId}
                  onClick={onPurchase}
                >
                  {processing ? t('common.processing') : t('testSeries.purchase')}
                </button>
                {onEnterUtr && (
                  <button
                    type="button"
                    className="button button-outline button-block"
                    aria-describedby={titleId}
                    onClick={onEnterUtr}
                  >
                    {t('utrEntry.open')}
                  </button>
                )}
              </>
            )}
            {status !== 'pending' && onPaidOnline && (
              <Suspense fallback={null}>
                <PayOnline
                  product={{ seriesId: series._id }}
                  plans={series.plans ?? []}
                  description={series.title}
                  onPaid={(note) => {
                    setPaidNote(note);
                    onPaidOnline();
                  }}
                />
              </Suspense>
            )}
          </>
        )}
      </div>
    </article>
  );
}
