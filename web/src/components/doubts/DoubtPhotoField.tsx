import { useId } from 'react';
import { DOUBT_IMAGE_TYPES } from '#shared/doubts.js';
import { FieldError } from '../FieldError';
import { useT } from '../../lib/i18n';
import { doubtPhotoProblem } from '../../lib/doubt-photos';
import '../form-fields.css';

interface DoubtPhotoFieldProps {
  label: string;
  /** The photo chosen, or undefined; a file that cannot be sent is never passed on. */
  onChange: (file: File | undefined) => void;
  error: string | undefined;
  onError: (message: string | undefined) => void;
}

/** An optional photo (JPEG, PNG or WebP up to 5 MB), checked before it is sent. */
export function DoubtPhotoField({ label, onChange, error, onError }: DoubtPhotoFieldProps) {
  const t = useT();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={DOUBT_IMAGE_TYPES.join(',')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          const problem = file ? doubtPhotoProblem(file) : undefined;
          onError(problem ? t(problem) : undefined);
          onChange(problem ? undefined : file);
        }}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
