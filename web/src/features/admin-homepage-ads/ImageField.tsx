import { useId, useRef } from 'react';
import { AD_IMAGE_MAX_BYTES, AD_IMAGE_TYPES } from '../../../../shared/schemas';
import { imageProblem } from './new-ad-form';
import { useObjectUrl } from '../../lib/use-object-url';

const MAX_MEGABYTES = AD_IMAGE_MAX_BYTES / (1024 * 1024);

interface ImageFieldProps {
  /** 'Image' by default; an edit names it as a replacement, which may be left empty. */
  label?: string;
  required?: boolean;
  image: File | null;
  onChange: (image: File | null) => void;
  /** A chosen file that cannot be used; the field is cleared and the reason passed on. */
  onReject: (problem: string) => void;
}

export function ImageField({ label = 'Image', required = true, image, onChange, onReject }: ImageFieldProps) {
  const id = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const previewUrl = useObjectUrl(image);

  function choose(file: File | null) {
    const problem = file ? imageProblem(file) : undefined;
    if (problem) {
      if (inputRef.current) inputRef.current.value = '';
      onChange(null);
      onReject(problem);
    } else {
      onChange(file);
    }
  }

  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={AD_IMAGE_TYPES.join(',')}
        aria-describedby={hintId}
        required={required}
        onChange={(event) => choose(event.target.files?.[0] ?? null)}
      />
      <p id={hintId} className="field-hint">
        PNG, JPEG, WebP or GIF, at most {MAX_MEGABYTES} MB.
      </p>
      {previewUrl && <img className="ad-image-preview" src={previewUrl} alt="Preview of the chosen image" />}
    </div>
  );
}
