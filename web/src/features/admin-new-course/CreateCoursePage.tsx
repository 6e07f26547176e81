import { adminPaths } from '../../lib/admin-paths';
import { Link, useNavigate } from 'react-router-dom';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import { ErrorBox } from '../../components/ErrorBox';
import { errorMessage } from '../../lib/error-messages';
import { createCourse } from './api';
import { EMPTY_COURSE_DRAFT } from '../../lib/course-form/course-draft';
import { CourseFields } from '../../components/course-form/CourseFields';
import { CoursePreview } from './CoursePreview';
import { useCourseForm } from '../../lib/course-form/use-course-form';
import './admin-new-course.css';

export function CreateCoursePage() {
  const navigate = useNavigate();
  const { draft, change, error, invalid, saving, submit } = useCourseForm(
    EMPTY_COURSE_DRAFT,
    async (input) => {
      await createCourse(input);
      // eslint-disable-next-line no-restricted-properties -- spec: browser alert 'Course created successfully!'
      window.alert('Course created successfully!');
      navigate(adminPaths.adminCourses);
    },
    (failure) => errorMessage(failure, 'Failed to create course'),
  );

  return (
    <section className="container page admin-courses">
      <title>{`Create Course | ${INSTITUTE_NAME}`}</title>
      <Link to={adminPaths.adminCourses} className="back-link">
        <span aria-hidden="true">←</span> Back to Course Management
      </Link>
      <h1>Create Course</h1>
      <div className="admin-courses-create">
        <form className="form admin-courses-create-form" onSubmit={submit} noValidate>
          {error && <ErrorBox>{error}</ErrorBox>}
          <CourseFields draft={draft} onChange={change} errors={invalid} />
          <div className="admin-courses-form-actions">
            <Link to={adminPaths.adminCourses} className="button button-outline">
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
