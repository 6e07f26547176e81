import { useId } from 'react';
import { FeaturePreview } from '../../components/FeaturePreview';
import { formatRupees } from '../../lib/format';
import type { TestSeries } from './api';
import './test-series.css';
import { useT } from '../../lib/i18n';

interface TestSeriesCardProps {
  series: TestSeries;
  processing: boolean;
  onPurchase: () => void;
}

export function TestSeriesCard({ series, processing, onPurchase }: TestSeriesCardProps) {
  const titleId = useId();
  const t = useT();

  return (
    <article className="test-series-card" aria-labelledby={titleId}>
      <span className="test-series-category">{series.category.toUpperCase()}</span>
      <h2 id={titleId} className="test-series-title">
        {series.title}
      </h2>
      <p className="test-series-description">{series.description}</p>
      <ul className="test-series-facts">
        <li>{t('testSeries.tests', { count: series.numberOfTests })}</li>
        <li>{series.duration}</li>
      </ul>
      <FeaturePreview features={series.features} moreLabel={t('testSeries.moreFeatures')} />
      <div className="test-series-buy">
        <p className="test-series-price">
          <strong>{formatRupees(series.price)}</strong>
          <span>{t('testSeries.oneTime')}</span>
        </p>
        <button
          type="button"
          className="button button-primary button-block"
          disabled={processing}
          aria-describedby={titleId}
          onClick={onPurchase}
        >
          {processing ? t('common.processing') : t('testSeries.purchase')}
        </button>
      </div>
    </article>
  );
}
