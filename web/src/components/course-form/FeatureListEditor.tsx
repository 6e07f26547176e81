import { useId, useState, type KeyboardEvent } from 'react';
import { cleanFeatures } from '../../../../shared/schemas';

interface FeatureListEditorProps {
  features: readonly string[];
  onChange: (features: string[]) => void;
}

/** Features are added trimmed and once each; Enter in the input adds too (and never sends the form). */
export function FeatureListEditor({ features, onChange }: FeatureListEditorProps) {
  const [newFeature, setNewFeature] = useState('');
  const inputId = useId();

  function addFeature() {
    onChange(cleanFeatures([...features, newFeature]));
    setNewFeature('');
  }

  function addOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addFeature();
  }

  return (
    <fieldset className="admin-courses-features">
      <legend>Features</legend>
      <div className="field">
        <label htmlFor={inputId}>New feature</label>
        <div className="admin-courses-inline">
          <input
            id={inputId}
            value={newFeature}
            placeholder="e.g. Weekly mock tests"
            onChange={(event) => setNewFeature(event.target.value)}
            onKeyDown={addOnEnter}
          />
          <button type="button" className="button button-outline" onClick={addFeature}>
            Add
          </button>
        </div>
      </div>
      {features.length > 0 && (
        <ul className="admin-courses-feature-list">
          {features.map((feature) => (
            <li key={feature}>
              <span>{feature}</span>
              <button
                type="button"
                className="link-button"
                aria-label={`Remove ${feature}`}
                onClick={() => onChange(features.filter((existing) => existing !== feature))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
