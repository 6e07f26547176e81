import { useState, type FormEvent } from 'react';
import { Dialog } from '../../components/Dialog';
import { ErrorBox } from '../../components/ErrorBox';
import { useToast } from '../../components/toast';
import { ApiError } from '../../lib/api-client';
import { updateCourse, type Course } from './api';
import { draftFromCourse, parseCourseDraft, type CourseDraft } from './course-draft';
import { CourseFields } from './CourseFields';

interface EditCourseDialogProps {
  course: Course;
  onClose: () => void;
  onSaved: () => void;
}

export function EditCourseDialog({ course, onClose, onSaved }: EditCourseDialogProps) {
  const toast = useToast();
  const [draft, setDraft] = useState<CourseDraft>(() => draftFromCourse(course));
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseCourseDraft(draft);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      await updateCourse(course._id, parsed.input);
      toast.success('Course updated successfully!');
      onSaved();
    } catch (failure) {
      toast.error('Failed to update course');
      // The toast names what failed; the server's own reason, when it gave one, says how to fix it.
      setError(failure instanceof ApiError ? failure.serverError : undefined);
      setSaving(false);
    }
  }

  return (
    <Dialog title="Edit Course" onClose={onClose}>
      <form className="form" onSubmit={save} noValidate>
        {error && <ErrorBox>{error}</ErrorBox>}
        <CourseFields draft={draft} onChange={(change) => setDraft((current) => ({ ...current, ...change }))} />
        <div className="admin-courses-form-actions">
          <button type="button" className="button button-outline" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={saving}>
            {saving ? 'Saving...' : 'Save Changes'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
