import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import { paths } from '../../app/paths';
import { ErrorBox } from '../../components/ErrorBox';
import { errorMessage } from '../../lib/api-client';
import { createCourse } from './api';
import { EMPTY_COURSE_DRAFT, parseCourseDraft, type CourseDraft } from './course-draft';
import { CourseFields } from './CourseFields';
import { CoursePreview } from './CoursePreview';
import './admin-courses.css';

export function CreateCoursePage() {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<CourseDraft>(EMPTY_COURSE_DRAFT);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseCourseDraft(draft);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      await createCourse(parsed.input);
      window.alert('Course created successfully!');
      navigate(paths.adminCourses);
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to create course'));
      setSaving(false);
    }
  }

  return (
    <section className="container page admin-courses">
      <title>{`Create Course | ${INSTITUTE_NAME}`}</title>
      <Link to={paths.adminCourses} className="back-link">
        <span aria-hidden="true">←</span> Back to Course Management
      </Link>
      <h1>Create Course</h1>
      <div className="admin-courses-create">
        <form className="form admin-courses-create-form" onSubmit={create} noValidate>
          {error && <ErrorBox>{error}</ErrorBox>}
          <CourseFields draft={draft} onChange={(change) => setDraft((current) => ({ ...current, ...change }))} />
          <div className="admin-courses-form-actions">
            <Link to={paths.adminCourses} className="button button-outline">
              Cancel
            </Link>
            <button type="submit" className="button button-primary" disabled={saving}>
              {saving ? 'Creating...' : 'Create Course'}
            </button>
          </div>
        </form>
        <CoursePreview draft={draft} />
      </div>
    </section>
  );
}
