import { useId } from 'react';
import { MAX_SECTIONS } from '../../../../shared/mock-tests';
import { FieldError } from '../../components/FieldError';
import { TextField } from '../../components/TextField';
import type { FieldErrors } from '../../lib/field-errors';
import type { SectionDraft } from './test-form';

interface SectionsFieldProps {
  sections: SectionDraft[];
  onChange: (sections: SectionDraft[]) => void;
  errors: FieldErrors<string>;
}

/** A test's sections, in order: renamed, added, and removed while they have no questions. */
export function SectionsField({ sections, onChange, errors }: SectionsFieldProps) {
  const errorId = useId();
  const change = (index: number, patch: Partial<SectionDraft>) =>
    onChange(sections.map((section, at) => (at === index ? { ...section, ...patch } : section)));

  return (
    <fieldset className="test-sections-field">
      <legend>Sections</legend>
      <ol className="test-sections-list">
        {sections.map((section, index) => (
          <li key={section._id ?? `new-${index}`}>
            <div className="test-form-row">
              <TextField
                label={`Section ${index + 1} title`}
                value={section.title}
                onChange={(title) => change(index, { title })}
                error={errors[`sections.${index}`]}
                required
              />
              <TextField
                label={`Section ${index + 1} title in Gujarati`}
                lang="gu"
                value={section.titleGu}
                onChange={(titleGu) => change(index, { titleGu })}
              />
            </div>
            <button
              type="button"
              className="button button-outline test-section-remove"
              disabled={sections.length === 1 || section.questionCount > 0}
              title={section.questionCount > 0 ? 'Move or delete its questions first' : undefined}
              onClick={() => onChange(sections.filter((_, at) => at !== index))}
            >
              Remove section {index + 1}
            </button>
          </li>
        ))}
      </ol>
      <FieldError id={errorId} message={errors.sections} />
      <button
        type="button"
        className="button button-outline"
        disabled={sections.length >= MAX_SECTIONS}
        onClick={() =>
          onChange([...sections, { title: `Section ${sections.length + 1}`, titleGu: '', questionCount: 0 }])
        }
      >
        Add Section
      </button>
    </fieldset>
  );
}
