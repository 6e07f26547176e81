import { useState, type FormEvent } from 'react';
import type { CourseInput } from '../../../../shared/schemas';
import { parseCourseDraft, type CourseDraft } from './course-draft';

/**
 * The create and edit forms: the draft, its validation with the server's schema, and a submit that
 * sends it once. `send` does the call and what follows it; `failed` turns its error into the text
 * shown above the form (or nothing).
 */
export function useCourseForm(initial: CourseDraft | (() => CourseDraft), send: (input: CourseInput) => Promise<void>, failed: (failure: unknown) => string | undefined) {
  const [draft, setDraft] = useState<CourseDraft>(initial);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseCourseDraft(draft);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      await send(parsed.input);
    } catch (failure) {
      setError(failed(failure));
      setSaving(false);
    }
  }

  const change = (partial: Partial<CourseDraft>) => setDraft((current) => ({ ...current, ...partial }));
  return { draft, change, error, saving, submit };
}
