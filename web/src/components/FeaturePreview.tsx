import { MAX_FEATURES_SHOWN } from '../../../shared/constants';

interface FeaturePreviewProps {
  features: readonly string[];
  /** How the hidden rest is counted ('+2 more features'); without it the rest is left out silently. */
  moreLabel?: string;
}

/** The first features of a course or test series, as cards and previews show them. */
export function FeaturePreview({ features, moreLabel }: FeaturePreviewProps) {
  if (features.length === 0) return null;
  const hidden = features.length - MAX_FEATURES_SHOWN;
  return (
    <ul className="feature-list">
      {features.slice(0, MAX_FEATURES_SHOWN).map((feature) => (
        <li key={feature}>{feature}</li>
      ))}
      {moreLabel && hidden > 0 && <li className="feature-list-more">{`+${hidden} ${moreLabel}`}</li>}
    </ul>
  );
}
