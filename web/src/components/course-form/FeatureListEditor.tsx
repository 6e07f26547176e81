import { useId, useState, type KeyboardEvent } from 'react';
import { cleanFeatures } from '#shared/schemas.js';

interface FeatureListEditorProps {
  features: readonly string[];
  onChange: (features: string[]) => void;
  /** The list's name, its input's label and the Add button's name, when not 'Features', 'New feature' and 'Add'. */
  legend?: string;
  inputLabel?: string;
  addLabel?: string;
  placeholder?: string;
  /** The language the features are written in, when not the page's. */
  lang?: string;
}

/** Features are added trimmed and once each; Enter in the input adds too (and never sends the form). */
export function FeatureListEditor({
  features,
  onChange,
  legend = 'Features',
  inputLabel = 'New feature',
  addLabel,
  placeholder = 'e.g. Weekly mock tests',
  lang,
}: FeatureListEditorProps) {
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
      <legend>{legend}</legend>
      <div className="field">
        <label htmlFor={inputId}>{inputLabel}</label>
        <div className="admin-courses-inline">
          <input
            id={inputId}
            lang={lang}
            value={newFeature}
            placeholder={placeholder}
            onChange={(event) => setNewFeature(event.target.value)}
            onKeyDown={addOnEnter}
          />
          <button type="button" className="button button-outline" aria-label={addLabel} onClick={addFeature}>
            Add
          </button>
        </div>
      </div>
      {features.length > 0 && (
        <ul className="admin-courses-feature-list" lang={lang}>
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
