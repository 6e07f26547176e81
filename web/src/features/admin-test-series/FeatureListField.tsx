import { cleanFeatures } from '../../../../shared/schemas';

interface FeatureListFieldProps {
  features: string[];
  onChange: (features: string[]) => void;
}

/** The features list: Add Feature asks for one through a prompt dialog (spec section 2). */
export function FeatureListField({ features, onChange }: FeatureListFieldProps) {
  function addFeature() {
    const entry = window.prompt('Enter feature');
    // Trimmed; blank entries and repeats are dropped.
    if (entry) onChange(cleanFeatures([...features, entry]));
  }

  return (
    <fieldset className="series-features-field">
      <legend>Features</legend>
      {features.length === 0 ? (
        <p className="field-hint">No features added yet.</p>
      ) : (
        <ul className="series-feature-list">
          {features.map((feature) => (
            <li key={feature}>
              <span>{feature}</span>
              <button
                type="button"
                className="series-feature-remove"
                aria-label={`Remove feature: ${feature}`}
                onClick={() => onChange(features.filter((kept) => kept !== feature))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button button-outline" onClick={addFeature}>
        Add Feature
      </button>
    </fieldset>
  );
}
