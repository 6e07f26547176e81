import { useId } from 'react';
import { FeaturePreview } from '../../components/FeaturePreview';
import { formatRupees } from '../../lib/format';
import type { TestSeries } from './api';
import './test-series.css';

interface TestSeriesCardProps {
  series: TestSeries;
  processing: boolean;
  onPurchase: () => void;
}

export function TestSeriesCard({ series, processing, onPurchase }: TestSeriesCardProps) {
  const titleId = useId();

  return (
    <article className="test-series-card" aria-labelledby={titleId}>
      <span className="test-series-category">{series.category.toUpperCase()}</span>
      <h2 id={titleId} className="test-series-title">
        {series.title}
      </h2>
      <p className="test-series-description">{series.description}</p>
      <ul className="test-series-facts">
        <li>{series.numberOfTests === 1 ? '1 test' : `${series.numberOfTests} tests`}</li>
        <li>{series.duration}</li>
      </ul>
      <FeaturePreview features={series.features} moreLabel="more features" />
      <div className="test-series-buy">
        <p className="test-series-price">
          <strong>{formatRupees(series.price)}</strong>
          <span>One-time payment</span>
        </p>
        <button
          type="button"
          className="button button-primary button-block"
          disabled={processing}
          aria-describedby={titleId}
          onClick={onPurchase}
        >
          {processing ? 'Processing...' : 'Purchase Now'}
        </button>
      </div>
    </article>
  );
}
