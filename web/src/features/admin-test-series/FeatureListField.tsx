import { cleanFeatures } from '../../../../shared/schemas';

interface FeatureListFieldProps {
  features: string[];
  onChange: (features: string[]) => void;
  /** The list's name ('Features'); the buttons and the prompt are named after it. */
  legend?: string;
  /** What the feature is called in the buttons and the prompt ('feature', 'Gujarati feature'). */
  itemName?: string;
  lang?: string;
}

/** The features list: Add Feature asks for one through a prompt dialog (spec section 2). */
export function FeatureListField({
  features,
  onChange,
  legend = 'Features',
  itemName = 'feature',
  lang,
}: FeatureListFieldProps) {
  function addFeature() {
    // eslint-disable-next-line no-restricted-properties -- spec: test series features are added through a prompt dialog
    const entry = window.prompt(`Enter ${itemName}`);
    // Trimmed; blank entries and repeats are dropped.
    if (entry) onChange(cleanFeatures([...features, entry]));
  }

  return (
    <fieldset className="series-features-field">
      <legend>{legend}</legend>
      {features.length === 0 ? (
        <p className="field-hint">No {itemName}s added yet.</p>
      ) : (
        <ul className="series-feature-list" lang={lang}>
          {features.map((feature) => (
            <li key={feature}>
              <span>{feature}</span>
              <button
                type="button"
                className="series-feature-remove"
                aria-label={`Remove ${itemName}: ${feature}`}
                onClick={() => onChange(features.filter((kept) => kept !== feature))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button button-outline" onClick={addFeature}>
        Add {capitalised(itemName)}
      </button>
    </fieldset>
  );
}

/** 'Gujarati feature' → 'Gujarati Feature', as the buttons are titled. */
function capitalised(words: string): string {
  return words.replace(/\b\w/g, (letter) => letter.toUpperCase());
}
