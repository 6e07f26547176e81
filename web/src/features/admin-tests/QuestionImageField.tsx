import { useId, useRef } from 'react';
import { QUESTION_IMAGE_MAX_BYTES, QUESTION_IMAGE_TYPES } from '../../../../shared/mock-tests';
import { useObjectUrl } from '../../lib/use-object-url';
import { questionImageProblem } from './question-form';

const MAX_MEGABYTES = QUESTION_IMAGE_MAX_BYTES / (1024 * 1024);

interface QuestionImageFieldProps {
  /** A new image chosen here, uploaded when the question is saved. */
  image: File | null;
  /** The image the question has now (a signed link), while it keeps it. */
  currentUrl: string | undefined;
  onChoose: (image: File | null) => void;
  /** Drops the chosen file and the question's current image. */
  onRemove: () => void;
  /** A chosen file that cannot be used; the field is cleared and the reason passed on. */
  onReject: (problem: string) => void;
}

export function QuestionImageField({ image, currentUrl, onChoose, onRemove, onReject }: QuestionImageFieldProps) {
  const id = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const previewUrl = useObjectUrl(image) ?? currentUrl;

  function choose(file: File | null) {
    const problem = file ? questionImageProblem(file) : undefined;
    if (problem) {
      if (inputRef.current) inputRef.current.value = '';
      onChoose(null);
      onReject(problem);
    } else {
      onChoose(file);
    }
  }

  function remove() {
    if (inputRef.current) inputRef.current.value = '';
    onRemove();
  }

  return (
    <div className="field question-image-field">
      <label htmlFor={id}>Image (optional)</label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={QUESTION_IMAGE_TYPES.join(',')}
        aria-describedby={hintId}
        onChange={(event) => choose(event.target.files?.[0] ?? null)}
      />
      <p id={hintId} className="field-hint">
        PNG, JPEG, WebP or GIF, at most {MAX_MEGABYTES} MB. Shown with the question in both languages.
      </p>
      {previewUrl && (
        <div className="question-image-preview">
          <img src={previewUrl} alt="Preview of the question's image" />
          <button type="button" className="button button-outline" onClick={remove}>
            Remove Image
          </button>
        </div>
      )}
    </div>
  );
}
