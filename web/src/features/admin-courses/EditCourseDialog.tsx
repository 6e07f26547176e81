import { AuditHistory } from '../../components/AuditHistory';
import { Dialog } from '../../components/Dialog';
import { ErrorBox } from '../../components/ErrorBox';
import { useToast } from '../../components/toast';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-messages';
import type { Course } from '../../../../shared/types';
import { updateCourse } from './api';
import { draftFromCourse } from '../../lib/course-form/course-draft';
import { CourseFields } from '../../components/course-form/CourseFields';
import { useCourseForm } from '../../lib/course-form/use-course-form';

interface EditCourseDialogProps {
  course: Course;
  onClose: () => void;
  onSaved: () => void;
}

export function EditCourseDialog({ course, onClose, onSaved }: EditCourseDialogProps) {
  const toast = useToast();
  const { draft, change, error, invalid, saving, submit } = useCourseForm(
    () => draftFromCourse(course),
    async (input) => {
      await updateCourse(course._id, input);
      toast.success('Course updated successfully!');
      onSaved();
    },
    (failure) => {
      toast.error('Failed to update course');
      // The toast names what failed; the server's own reason, when it gave one, says how to fix it.
      return failure instanceof ApiError ? errorMessage(failure, '') || undefined : undefined;
    },
  );

  return (
    <Dialog title="Edit Course" onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        {error && <ErrorBox>{error}</ErrorBox>}
        <CourseFields draft={draft} onChange={change} errors={invalid} />
        <div className="admin-courses-form-actions">
          <button type="button" className="button button-outline" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={saving}>
            {saving ? 'Saving...' : 'Save Changes'}
          </button>
        </div>
      </form>
      <AuditHistory itemId={course._id} />
    </Dialog>
  );
}
