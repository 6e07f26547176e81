import { MAX_FEATURES_SHOWN } from '#shared/constants.js';

interface FeaturePreviewProps {
  features: readonly string[];
  /**
   * How the hidden rest is counted: a word after '+2 ' ('more features'), or the whole text for a
   * number (a catalogue message that says '+1 more feature' and '+2 more features'). Without it the
   * rest is left out silently.
   */
  moreLabel?: string | ((hidden: number) => string);
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
      {moreLabel && hidden > 0 && (
        <li className="feature-list-more">
          {typeof moreLabel === 'function' ? moreLabel(hidden) : `+${hidden} ${moreLabel}`}
        </li>
      )}
    </ul>
  );
}
