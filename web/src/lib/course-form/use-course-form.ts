import { useState, type FormEvent } from 'react';
import type { CourseBody } from '#shared/course-body.js';
import { ApiError } from '../api';
import { errorMessage } from '../error-messages';
import type { FieldErrors } from '../field-errors';
import { useT } from '../i18n';
import { recheckShownErrors } from '../shown-errors';
import { courseFieldOfServer, parseCourseDraft, type CourseDraft, type CourseField } from './course-draft';

/**
 * The create and edit forms: the draft, its validation with the server's schema, and a submit that
 * sends it once. `send` does the call and what follows it; `failed` turns its error into the text
 * shown above the form (or nothing); `invalid` holds each field's validation message, the server's
 * too when it names a fee plan's field.
 */
export function useCourseForm(
  initial: CourseDraft | (() => CourseDraft),
  send: (input: CourseBody) => Promise<void>,
  failed: (failure: unknown) => string | undefined,
) {
  const t = useT();
  const [draft, setDraft] = useState<CourseDraft>(initial);
  const [error, setError] = useState<string>();
  const [invalid, setInvalid] = useState<FieldErrors<CourseField>>({});
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseCourseDraft(draft, t);
    setError(undefined);
    if (!parsed.ok) {
      setInvalid(parsed.errors);
      return;
    }
    setInvalid({});
    setSaving(true);
    try {
      await send(parsed.input);
    } catch (failure) {
      const field = failure instanceof ApiError ? courseFieldOfServer(failure.field) : undefined;
      // A fee plan's problem the server found (amounts against the price) goes where the admin fixes it.
      if (field?.startsWith('plans')) setInvalid({ [field]: errorMessage(failure, '') });
      setError(failed(failure));
      setSaving(false);
    }
  }

  function change(partial: Partial<CourseDraft>) {
    const next = { ...draft, ...partial };
    setDraft(next);
    // A shown message goes as soon as its field is right (a valid price while it is typed), not on the next submit.
    const parsed = parseCourseDraft(next, t);
    setInvalid((shown) => recheckShownErrors(shown, parsed.ok ? {} : parsed.errors));
  }

  return { draft, change, error, invalid, saving, submit };
}
