import { useId } from 'react';
import { formatPrice } from '../../lib/format';
import type { TestSeries } from './api';
import './test-series.css';

/** Spec section 9: cards show at most 3 features. */
const FEATURES_SHOWN = 3;

interface TestSeriesCardProps {
  series: TestSeries;
  processing: boolean;
  onPurchase: () => void;
}

export function TestSeriesCard({ series, processing, onPurchase }: TestSeriesCardProps) {
  const titleId = useId();
  const hiddenFeatures = series.features.length - FEATURES_SHOWN;

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
      {series.features.length > 0 && (
        <ul className="test-series-features">
          {series.features.slice(0, FEATURES_SHOWN).map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
          {hiddenFeatures > 0 && <li className="test-series-more">+{hiddenFeatures} more features</li>}
        </ul>
      )}
      <div className="test-series-buy">
        <p className="test-series-price">
          <strong>{formatPrice(series.price)}</strong>
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
